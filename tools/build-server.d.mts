/** Where `npm start` builds the server. */
export declare const SERVER_BUILD_DIR: string;
/** Builds the server's bundles into `outDir`, two folders below the checkout. */
export declare function buildServer(outDir?: string): Promise<void>;
/** Whether the build is missing or any file it read changed since. */
export declare function serverBuildIsStale(outDir?: string): boolean;
export declare function buildServerIfStale(): Promise<void>;
