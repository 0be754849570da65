/**
 * The notices area's calls. They live in the SDK (`messageApi`, `todoApi`),
 * because the shell's header badge and the console read them too; this
 * module names them for the pages.
 */
export { messageApi, todoApi } from '@platform/sdk';

export type * from './types';
