export declare const headlessShellPath: string;
export declare const browserPath: string;
export declare function fullBrowserPath(): string;
export declare function chromiumPath(): string;
