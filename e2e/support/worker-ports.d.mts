export declare const ROOT_BASE: number;
export declare const SLOT_STRIDE: number;
export declare function slotBase(slot: number): number;
export declare function currentSlot(env?: NodeJS.ProcessEnv): number;
export declare function apiPortOf(slot: number): number;
export declare function testClockFileOf(slot: number, env?: NodeJS.ProcessEnv): string;
export declare function drawClockFileOf(slot: number, env?: NodeJS.ProcessEnv): string;
export declare function slotPorts(slot: number): [number, string][];
