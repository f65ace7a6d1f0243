import { type Handler } from '../context.js';
/** Handlers by operationId. */
export declare const pullHandlers: Record<string, Handler>;
