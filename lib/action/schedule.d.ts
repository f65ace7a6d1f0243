import type { EventHandler } from './handler.js';
export declare const scheduleHandler: EventHandler;
