/**
 * Shapes shared by the build step that writes the offline download list (pipeline/postbuild/offline.ts), the
 * service worker that saves and serves it (./sw/) and the page code (./client/, ./Panel/). Types only: the
 * service worker is JavaScript (the PWA plugin's bundler runs only Babel on `.js`) and reads these through JSDoc.
 */

/** One file of the download: path from the site root, bytes, estimated bytes over the wire (gzip), content hash. */
export type KitFile = readonly [path: string, bytes: number, transfer: number, hash: string];

/** What a reader can save: the whole site or the pages of one device. */
export interface KitScope {
  /** `site`, or a device key of src/data/facts.ts (`cm4`, `mini`, `pro`). */
  readonly id: string;
  readonly label: string;
  /** Number of HTML pages in the scope. */
  readonly pages: number;
  /** Device scopes: the device's own pages, so the panel can preselect the device of the page a reader is on. */
  readonly routes?: readonly string[];
  /** Indexes into `OfflineKit.files`. */
  readonly files: readonly number[];
  readonly bytes: number;
  readonly transfer: number;
}

/** `/offline-kit.json`: written after each build. */
export interface OfflineKit {
  readonly format: 1;
  /** Content hash of every file of the kit: a new deploy with any changed file has a new version. */
  readonly version: string;
  /** When the build was made (ISO 8601). */
  readonly built: string;
  readonly files: readonly KitFile[];
  readonly scopes: readonly KitScope[];
}

/** The saved copy, as the service worker records it and the page reads it. */
export interface SavedCopy {
  readonly scope: string;
  readonly label: string;
  /** The scope's first page (relative to the site root; `''` is the home page), linked from the "not saved" page. */
  readonly start: string;
  readonly version: string;
  readonly built: string;
  /** When it was saved or last updated (ISO 8601). */
  readonly saved: string;
  readonly files: number;
  readonly bytes: number;
  /** The Cache Storage cache that holds its files. */
  readonly cache: string;
}

/** Page → service worker. */
export type PageMessage =
  {readonly type: 'veltro-offline:save'; readonly scope: string} | {readonly type: 'veltro-offline:remove'};

/** Service worker → every open page (BroadcastChannel). */
export type WorkerNotice =
  | {
      readonly type: 'progress';
      readonly scope: string;
      readonly files: number;
      readonly totalFiles: number;
      /** Bytes of the files saved so far (as stored), against the scope's total. */
      readonly bytes: number;
      readonly totalBytes: number;
    }
  | {readonly type: 'saved'; readonly copy: SavedCopy; readonly changed: boolean}
  | {readonly type: 'updated'; readonly copy: SavedCopy}
  | {readonly type: 'removed'}
  | {
      readonly type: 'failed';
      readonly scope: string;
      readonly reason: string;
      /** Set when the browser refused to store more: the scope's stored size, and the space left for the site. */
      readonly quota?: {readonly needed: number; readonly free?: number};
    };
