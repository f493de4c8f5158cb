/** The few parts of the S3-compatible test server's API the tests use (it ships no types). */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: unknown[] }[];
  }

  /** The server's folder store; `putContent` writes an object's bytes and answers its size and MD5. */
  interface FilesystemStore {
    putContent(objectPath: string, content: unknown): Promise<[number, string]>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
