/** Which handler runs for which event name; an event not listed here has nothing to do. */
import type { EventHandler } from './handler.js';
export declare const EVENT_HANDLERS: Readonly<Partial<Record<string, EventHandler>>>;
