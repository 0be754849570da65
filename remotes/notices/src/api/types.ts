/** The notices area's types: the generated schemas' names, as the SDK gives them. */
export type { Message, SignTask, Task, TodoItem } from '@platform/sdk';
