export declare const CHROMIUM: string;
export declare const e2eChromiumPath: string;
export declare const CHROMIUM_ARGS: string[];
export declare function clientDirOf(port: number): string;
