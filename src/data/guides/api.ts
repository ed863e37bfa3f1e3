/**
 * Facts of the Getting Started › API pages that neither the canon nor a finished page gives, chosen once here. The
 * endpoints themselves are described in `api/openapi.yaml`; tests/api/examples.test.ts checks that the description
 * agrees with these values. Values the original product documentation states are marked "source".
 */

/** Where the reference portal serves the OpenAPI description of the API (the portal itself is the canon's API host). */
export const openApiDescriptionUrl = 'https://api.veltro.example/openapi.yaml';

/** Devices per page of `GET /dongle/devices/`: the default and the largest `page_size` accepted. */
export const devicePageSize = {default: 100, max: 500} as const;

/** Seconds the Cloud waits for a device's answer before it sends a `TIMEOUT` callback (source: 1 to 600, default 120). */
export const callbackTimeout = {min: 1, max: 600, default: 120} as const;

/** Attempts to deliver one callback to your URL before the Cloud gives up (source: 5). */
export const callbackAttempts = 5;

/** Days a callback record stays readable at `/dongle/devices/{device_id}/callback/{jid}/` (source: 2). */
export const callbackRecordDays = 2;

/** Header that carries the HMAC-SHA256 signature of a callback body, keyed with the API token (source). */
export const callbackSignatureHeader = 'X-Request-Signature';

/** States a callback reports (source). */
export const callbackStates = ['COMMAND_EXECUTED', 'TIMEOUT'] as const;

/** States of a setting in `GET /dongle/settings/` (source): saved and on the device, or saved and waiting for a sync. */
export const settingStates = ['SYNCED', 'MODIFIED'] as const;

/** Aggregation methods of `GET /logbook/storage/read/`, as the Cloud's widget editor offers them. */
export const aggregations = ['avg', 'min', 'max', 'sum', 'none'] as const;

/** Field types of `GET /logbook/storage/read/` (source). */
export const fieldTypes = ['float', 'long', 'string', 'geo_point'] as const;

/** Most records `GET /logbook/storage/raw/` returns; a longer period needs an export task. */
export const rawRecordLimit = 10000;

/** Longest period one export task covers, in days. */
export const exportMaxDays = 31;

/** File formats of an export task; both files are gzip-compressed. */
export const exportFormats = ['jsonl', 'csv'] as const;

/** States of a task at `/tasks/{task_id}/`. */
export const taskStates = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;

/** Days an export result stays downloadable, as long as an automatic export's download link works. */
export const exportResultDays = 7;

/**
 * How a device authenticates its uploads: `Authorization: token <Auth Token>` (source: the cloud cache of the fact
 * source's Core), plus a `Unit-Id` header and, with compression on, `Content-Encoding: gzip`.
 */
export const deviceUploadAuthScheme = 'token';

/** Paths of the example receiver (`api/examples/receiver.ts`) that the pages use. */
export const receiverPaths = {commandCallback: '/veltro/command-callback', deviceData: '/veltro/device-data'} as const;

/** Example hosts of the pages: your HTTPS server receiving callbacks and device data (reserved `example.com` names). */
export const exampleHosts = {
  callbacks: 'https://hooks.example.com',
  deviceData: 'https://telemetry.example.com',
} as const;
