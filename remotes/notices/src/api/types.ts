/** The notices area's types: the inbox's, as the SDK names them (its server types come from the generated schemas by path, `Reply`/`Body`/`Schema`). */
export type { Message, TodoItem } from '@platform/sdk';
