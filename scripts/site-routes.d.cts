export declare const readContent: <T = unknown>(name: string) => T;
export declare const FIXED_PAGES: readonly string[];
export declare function siteRoutes(): string[];
