/**
 * The requests each example of the API pages makes, in order, with the status the real API would answer and the
 * named example of api/openapi.yaml the mock answers with (the response the page shows, where it shows one).
 * tests/api/examples.test.ts runs every example in every language and checks that it made exactly these requests.
 */
export interface Call {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The OpenAPI path, with `{parameters}`. */
  readonly path: string;
  readonly status: number;
  /** The named example the mock answers with; without it, the operation's only example. */
  readonly example?: string;
}

const get = (path: string, example?: string): Call => ({method: 'GET', path, status: 200, example});
const post = (path: string, status: number, example?: string): Call => ({method: 'POST', path, status, example});
const del = (path: string): Call => ({method: 'DELETE', path, status: 200});

export const exampleCalls: Readonly<Record<string, readonly Call[]>> = {
  'list-devices': [get('/dongle/devices/', 'list-devices')],
  'get-device': [get('/dongle/devices/{device_id}/', 'get-device')],
  'execute-command': [post('/dongle/devices/{device_id}/execute/', 200, 'execute-command')],
  'execute-with-callback': [post('/dongle/devices/{device_id}/execute/', 202, 'execute-with-callback')],
  'get-callback': [get('/dongle/devices/{device_id}/callback/{jid}/', 'get-callback')],
  'settings-schema': [get('/dongle/settings/schema/', 'settings-schema')],
  'change-settings': [post('/dongle/settings/', 200, 'change-settings')],
  'sync-device': [post('/dongle/devices/{device_id}/sync/', 202, 'sync-device')],
  'read-settings': [get('/dongle/settings/', 'read-settings')],
  'list-fields': [get('/logbook/storage/fields/', 'list-fields')],
  'read-aggregated': [get('/logbook/storage/read/', 'read-aggregated')],
  'read-raw': [get('/logbook/storage/raw/', 'read-raw')],
  'export-file': [
    post('/logbook/storage/export/', 202),
    get('/tasks/{task_id}/', 'export-file'),
    get('/tasks/{task_id}/result/'),
    del('/tasks/{task_id}/result/'),
  ],
  'read-upload-endpoint': [get('/dongle/settings/', 'read-upload-endpoint')],
  'point-to-own-server': [post('/dongle/settings/', 200, 'point-to-own-server')],
  'restore-cloud-endpoint': [post('/dongle/settings/', 200, 'restore-cloud-endpoint')],
};

/** `/dongle/devices/{device_id}/` → a pattern for concrete paths. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
