/**
 * The Veltro Core command catalogue: every function of every command module, with its arguments, types and
 * defaults. It is the one source the site checks itself against:
 * - tests/unit/core-catalogue.test.ts compares it with the fact source (src/data/core/fact-source.json, generated
 *   from autopi-core and the original public command reference by tools/fact-source/extract.py), and the
 *   command pages' sections and argument tables with it;
 * - tests/unit/command-invocations.test.ts checks every `veltro <module>.<function> …` line on every page against it.
 *
 * An argument is written as a reader would read a signature:
 *   'name: type'            required (also accepted as the next positional value)
 *   'name?: type'           optional, no fixed default (the function works one out)
 *   'name: type = default'  optional with this default, as typed on the command line ('60', 'false', 'unknown')
 *   '...name: type'         any number of positional values
 *   '**name: type'          any key=value (stored as data or passed to a connection method), e.g. `reactor.cache`
 */

export interface CommandArgument {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly default?: string;
  readonly variadic: boolean;
  /** Stands for any key=value the function accepts without naming it. */
  readonly keywords: boolean;
}

export interface CommandFunction {
  readonly args: readonly CommandArgument[];
  /** Retired in the product: pages may name it as retired, never document it as current. */
  readonly deprecated: boolean;
  /**
   * Passes the key=value arguments it does not take itself on to another function: a fixed one (`power.sleep_timer`
   * hands `interval` to `power.sleep`), or the one its first argument names (`hooklib.module_direct_handler power.sleep_timer …`).
   */
  readonly forwardsTo?: string;
}

/** `forwardsTo` value of a function that calls the function named by its first positional argument. */
export const firstArgument = '<first argument>';

export interface CommandModule {
  /** `open-source`: checked against autopi-core; `reference`: against the original public command reference. */
  readonly source: 'open-source' | 'reference';
  readonly functions: Readonly<Record<string, CommandFunction>>;
}

const argumentSpec = /^(\.\.\.|\*\*)?([A-Za-z_][A-Za-z0-9_]*)(\?)?: ([^=]+?)(?: = (.*))?$/;

export function parseArgument(spec: string): CommandArgument {
  const match = argumentSpec.exec(spec);
  if (!match)
    throw new Error(
      `Bad argument spec "${spec}": write 'name: type', 'name?: type', 'name: type = default', '...name: type' or '**name: type'`,
    );
  const [, rest, name, optional, type, fallback] = match;
  return {
    name: name!,
    type: type!,
    required: !rest && !optional && fallback === undefined,
    ...(fallback === undefined ? {} : {default: fallback}),
    variadic: rest === '...',
    keywords: rest === '**',
  };
}

interface FunctionOptions {
  readonly args: readonly string[];
  readonly deprecated?: true;
  readonly forwardsTo?: string;
}
type FunctionSpec = readonly string[] | FunctionOptions;

const deprecated = (args: readonly string[]): FunctionSpec => ({args, deprecated: true});
const forwarding = (forwardsTo: string, args: readonly string[]): FunctionSpec => ({args, forwardsTo});

function functionsOf(specs: Readonly<Record<string, FunctionSpec>>): Record<string, CommandFunction> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => {
      const options: FunctionOptions = Array.isArray(spec)
        ? {args: spec as readonly string[]}
        : (spec as FunctionOptions);
      const fn: CommandFunction = {
        args: options.args.map(parseArgument),
        deprecated: options.deprecated ?? false,
        ...(options.forwardsTo ? {forwardsTo: options.forwardsTo} : {}),
      };
      return [name, fn];
    }),
  );
}

const openSource = (specs: Readonly<Record<string, FunctionSpec>>): CommandModule => ({
  source: 'open-source',
  functions: functionsOf(specs),
});
const fromReference = (specs: Readonly<Record<string, FunctionSpec>>): CommandModule => ({
  source: 'reference',
  functions: functionsOf(specs),
});

/** The 42 command modules of the canon (../shared/ia/facts.md). */
export type ModuleName =
  | 'acc'
  | 'audio'
  | 'avrdude'
  | 'ble'
  | 'bluetooth'
  | 'can'
  | 'can_decoder'
  | 'certificate'
  | 'clock'
  | 'cloud'
  | 'crypto'
  | 'cryptoauth'
  | 'dac'
  | 'disk_housekeeper'
  | 'doip'
  | 'ec2x'
  | 'file_sync'
  | 'fileutil'
  | 'gnss'
  | 'hooklib'
  | 'hostapd'
  | 'keyfob'
  | 'log'
  | 'logger'
  | 'minionutil'
  | 'modem'
  | 'mosquitto'
  | 'obd'
  | 'openocd'
  | 'power'
  | 'qmi'
  | 'reactor'
  | 'rfid'
  | 'rpi'
  | 'socketcan'
  | 'spm'
  | 'stateutil'
  | 'stn'
  | 'time'
  | 'tracking'
  | 'usbutil'
  | 'wifi';

export const coreCommands = {
  acc: openSource({
    connection: ['close: bool = false'],
    context: deprecated([]),
    dump: [
      'duration: int = 1',
      'file?: str',
      'range: int = 8',
      'rate: float = 12.5',
      'decimals: int = 4',
      'timestamp: bool = true',
      'sound: bool = true',
      'interrupt_driven: bool = true',
    ],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    query: ['cmd: str', 'value?: str', 'x?: float', 'y?: float', 'z?: float', '...args: str'],
  }),
  audio: openSource({
    aplay: ['audio_file: str', 'duration?: int'],
    espeak: [
      'text: str',
      'volume: int = 100',
      'language: str = en-gb',
      'pitch: int = 50',
      'speed: int = 175',
      'word_gap: int = 10',
      'timeout: int = 10',
    ],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    play: ['audio_file: str', 'force: bool = false', 'loops: int = 0', 'volume?: float'],
    queue: ['audio_file: str'],
    speak: ['text: str', '...args: str'],
    stop: [],
    volume: ['value?: float'],
  }),
  avrdude: openSource({
    flash: [
      'hex_file: str',
      'part_id: str = t88',
      'prog_id: str = veltro',
      'raise_on_error: bool = true',
      'no_write: bool = true',
    ],
    fuse: ['name: str', 'part_id: str = t88', 'prog_id: str = veltro', 'value?: str'],
    help: [],
  }),
  ble: openSource({
    context: deprecated([]),
    flash_firmware: ['bin_file: str', 'confirm: bool = false', 'check_only: bool = true', 'timeout: int = 90'],
    help: [],
    interface: ['action?: str', '...args: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    mode: ['value?: str'],
    query: ['cmd: str', '_timeout: int = 1'],
  }),
  bluetooth: openSource({
    help: [],
    scan: [
      'hci: int = 0',
      'sensitivity: int = -128',
      'timeout: int = 4',
      'verbose: bool = true',
      'sort_by: str = rssi',
    ],
  }),
  can: openSource({
    connection: ['autodetect?: bool'],
    dump: [
      'file: str',
      'duration: float = 2',
      'limit?: int',
      'receive_timeout: float = 0.5',
      'skip_error_frames: bool = false',
      'keep_listening: bool = false',
      'buffer_size: int = 0',
      '...args: str',
    ],
    filter: ['...args: str'],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    monitor: [
      'duration: float = 1',
      'limit?: int',
      'receive_timeout: float = 0.2',
      'skip_error_frames: bool = false',
      'keep_listening: bool = false',
      'buffer_size: int = 0',
      'output: str = str',
    ],
    obd_query: [
      'name: str',
      'mode: str = 01',
      'pid?: str',
      'bytes: int = 0',
      'frames?: int',
      'strict: bool = false',
      'decoder: str = raw_string',
      'unit?: str',
      'id: int = 0x7DF',
      'auto_filter: bool = true',
      '...args: str',
    ],
    play: [
      'file: str',
      'ignore_timestamps: bool = false',
      'min_gap: float = 0.0001',
      'skip_gaps_gt: float = 86400',
      'include_error_frames: bool = true',
      '...args: str',
    ],
    query: [
      'frame: str',
      'timeout: float = 0.2',
      'replies?: int',
      'flow_control: list = false',
      'strict: bool = true',
      'skip_error_frames: bool = true',
      'skip_remote_frames: bool = true',
      'ensure_filtering: bool = true',
      'output: str = str',
      '...args: str',
    ],
    send: ['frame: str', 'timeout?: float', '...args: str'],
  }),
  certificate: openSource({
    expire_trigger: ['result: dict'],
    get_oauth_token: ['oauth_url: str', 'eth_address: str'],
    sign_web3_certificate: [
      'oauth_url: str',
      'ca_url: str',
      'ca_fingerprint: str',
      'certificate_path: str',
      'key_path: str = /etc/salt/pki/minion/minion.pem',
      'confirm: bool = false',
    ],
  }),
  clock: openSource({
    help: [],
    ntp: ['enable: bool = true'],
    set: ['value: str', 'adjust_system_clock: bool = false'],
    status: [],
  }),
  cloud: openSource({
    cache: [
      'cmd: str',
      'pattern: str = *',
      'reverse: bool = false',
      'name: str',
      'start?: int',
      'stop?: int',
      'confirm: bool = false',
      '...args: str',
    ],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    status: [],
    upload: [],
    upload_batch: deprecated([]),
  }),
  crypto: openSource({
    generate_key: ['keyid?: str', 'policy_name?: str', 'force: bool = false', 'confirm: bool = false', '...args: str'],
    help: [],
    key_exists: ['keyid?: str', '...args: str'],
    query: ['cmd: str', 'keyid?: str', '...args: str'],
    sign_string: ['data: str', 'keyid?: str', '...args: str'],
  }),
  dac: openSource({
    test: ['port: int = 1', 'address: int = 96'],
  }),
  ec2x: openSource({
    cell_location: [],
    cell_signal: [],
    connection: ['close: bool = false'],
    context: deprecated([]),
    data_usage: ['reset: bool = false'],
    delete_file: ['name: str', 'storage: str = ufs'],
    delete_sms: ['index?: int', 'delete_all: bool = false', 'confirm: bool = false'],
    download: ['cmd: str', 'size: int', 'dest: str'],
    download_file: ['name: str', 'dest: str', 'storage: str = ufs'],
    error_format_config: ['value?: int'],
    firmware_rev: [],
    gnss: [
      'enable?: bool',
      'mode: int = 1',
      'fix_max_time: int = 30',
      'fix_max_dist: int = 50',
      'fix_count: int = 0',
      'fix_rate: int = 1',
    ],
    gnss_assist: ['enable?: bool'],
    gnss_assist_data: ['filename?: str', 'storage: str = ufs'],
    gnss_assist_data_reset: ['type: int = 1'],
    gnss_assist_time: [
      'timestamp?: str',
      'operation: int = 0',
      'utc: bool = true',
      'force: bool = false',
      'uncertainty_ms: int = 0',
    ],
    gnss_auto_start: ['enable?: bool'],
    gnss_config: ['value?: int'],
    gnss_fix_frequency: ['value?: int'],
    gnss_location: ['mode: int = 2'],
    gnss_nmea_fix_stats: [],
    gnss_nmea_gga: [],
    gnss_nmea_gsa: [],
    gnss_nmea_gsv: [],
    gnss_nmea_gsv_ext: ['enable?: bool'],
    gnss_nmea_output_beidou: ['value?: int'],
    gnss_nmea_output_galileo: ['value?: int'],
    gnss_nmea_output_glonass: ['value?: int'],
    gnss_nmea_output_gps: ['value?: int'],
    gnss_nmea_port: ['value?: str'],
    gnss_nmea_raw: ['type: str', 'verbose: bool = false'],
    gnss_nmea_req: ['enable?: bool'],
    gnss_nmea_sat_stats: ['fix_use?: bool', 'has_snr?: bool'],
    help: [],
    imei: [],
    list_files: ['pattern: str = *', 'storage: str = ufs'],
    list_sms: ['...args: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    modem_functionality: ['value?: str', 'reset: bool = false'],
    network_registration_status: [],
    operator_selection: [
      'search: bool = false',
      'mode?: str',
      'op_format?: str',
      'operator?: str',
      'access_tech?: str',
    ],
    power: ['cmd: str', 'reason: str = unknown'],
    power_off: ['normal: bool = true', 'reason: str = unknown'],
    product_info: [],
    query: ['cmd: str', 'cooldown_delay?: float', 'timeout?: float'],
    ri_other_config: ['value?: str', 'pulse_duration: int = 120', 'pulse_count: int = 1'],
    ri_signal_config: ['value?: str'],
    ri_sms_config: ['value?: str', 'pulse_duration: int = 120', 'pulse_count: int = 1'],
    roaming: ['value?: str'],
    sms_format_config: ['value?: int'],
    sync_time: ['force: bool = false'],
    time: ['mode: int = 1'],
    upload: ['cmd: str', 'src: str'],
    upload_file: ['path: str', 'storage: str = ufs', 'timeout: int = 5'],
    urc_port_config: ['value?: str'],
  }),
  fileutil: openSource({
    grep: ['pattern: str', 'file: str', 'tail_lines: int = 10'],
    line_count: ['file: str'],
    load_yaml: ['file: str', 'default: any = {}'],
    remove_all: ['...paths: str'],
    upload: ['path: str', 'gzip: bool = true', 'service: str', 'token: str'],
  }),
  gnss: openSource({
    connection: ['function: str', '...args: str', '**kwargs: any'],
    help: [],
    load_geofences: ['path: str = /opt/veltro/geofence/settings.yaml', '...args: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
  }),
  hooklib: openSource({
    alternating_readout_filter: ['result: dict'],
    battery_converter: ['result: dict'],
    battery_event_trigger: ['result: dict'],
    echo_handler: ['argument?: any', '...args: str'],
    geofence_event_trigger: ['result: str'],
    getOrCreateGeofenceInContext: ['ctx: dict'],
    kernel_error_blacklist_filter: ['result: str'],
    kernel_error_event_trigger: ['result: str'],
    load_geofences_handler: ['path: str = /opt/veltro/geofence/settings.yaml'],
    module_direct_handler: forwarding(firstArgument, [
      'function: str',
      '_type?: str',
      '_keyword_resolve: bool = false',
      '...args: str',
    ]),
    module_handler: forwarding(firstArgument, [
      'function: str',
      '_type?: str',
      '_keyword_resolve: bool = false',
      '...args: str',
    ]),
    returner_call_handler: ['name: str', '...args: str'],
    skip_empty_filter: ['result: any'],
    temperature_event_trigger: ['result: dict'],
  }),
  hostapd: openSource({
    clients: ['interface: str = uap0'],
    clients_changed_trigger: ['result: dict'],
    expect_allow_list_handler: [],
    help: [],
  }),
  keyfob: openSource({
    action: ['...name: str'],
    context: deprecated([]),
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    power: ['value?: bool'],
  }),
  log: openSource({
    help: [],
    kernel: ['level: str = err', 'facilities: list = []', 'offset?: str', 'clear: bool = false'],
    kernel_iter: ['level: str = err', 'facilities: list = []', 'offset_key: str = timestamp', 'reset: bool = false'],
    query: [
      'file: str',
      'begin: str = ^',
      'end: str = $',
      'match: str = .*',
      'count: int = 0',
      'reverse: bool = false',
      'before: int = 0',
      'after: int = 0',
      'first: int = 0',
      'last: int = 100',
    ],
  }),
  minionutil: openSource({
    change_master: ['host: str', 'confirm: bool = false', 'show_changes: bool = false'],
    help: [],
    last_errors: [
      'file: str = core.log',
      'until: str = $',
      'level: str = error',
      'count: int = 0',
      'before: int = 0',
      'after: int = 0',
      'limit: int = 100',
    ],
    last_logs: [
      'file: str = core.log',
      'until: str = $',
      'match: str = .*',
      'count: int = 0',
      'before: int = 0',
      'after: int = 0',
      'limit: int = 100',
    ],
    last_startup: ['file: str = core.log', 'until: str = $', 'match: str = Starting Veltro Core', 'limit: int = 100'],
    log_files: [],
    master_status: ['master?: str'],
    request_restart: [
      'pending: bool = true',
      'immediately: bool = false',
      'delay: int = 10',
      'expiration: int = 1200',
      'reason: str = unknown',
    ],
    restart: ['reason: str = unknown'],
    run_job: ['name: str', '_timeout: int = 60', '_returner: str = event_result', '...args: str'],
    sign_certificate: [
      'ca_url: str',
      'ca_fingerprint: str',
      'certificate_path: str',
      'token: str',
      'key_path: str = /etc/salt/pki/minion/minion.pem',
      'confirm: bool = false',
    ],
    status_schedule: ['name?: str'],
    trigger_event: ['tag: str', 'data: dict = {}'],
    update_release: [
      'force: bool = false',
      'demand: bool = false',
      'dry_run: bool = false',
      'only_retry: bool = false',
      'reset_attempts: bool = false',
    ],
  }),
  modem: openSource({
    connection: ['cmd: str', '...args: str'],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', 'handler?: str, list', '...args: str, list'],
    read_sms: [
      'status: str = ALL',
      'clear: bool = false',
      'format_mode: str = TXT',
      'trigger_events: bool = false',
      '...args: str',
    ],
    reset: ['mode?: str', 'delay: int = 0', 'reason: str = unspecified', '...args: str'],
  }),
  mosquitto: openSource({
    error_event_trigger: ['result: dict'],
  }),
  obd: openSource({
    battery: [],
    commands: ['protocol: str = auto', 'baudrate?: int', 'verify: bool = true', 'output: str = dict'],
    connection: ['baudrate?: int', 'reset?: str'],
    context: deprecated([]),
    dtc: ['clear: bool = false'],
    dump: [
      'duration: int = 2',
      'file?: str',
      'description?: str',
      'filtering: bool or str = false',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
      'raw_response: bool = false',
      'format_response: bool = true',
      'monitor_mode: int = 0',
      'auto_format: bool = false',
    ],
    execute: ['cmd: str', 'assert_result?: str or list', 'reset?: str', 'keep_conn: bool = true', 'type?: str'],
    file_export: [
      'run?: bool',
      'folder?: str',
      'wait_timeout: int = 0',
      'monitor_filtering: bool or str = false',
      'monitor_mode: int = 0',
      'can_auto_format: bool = false',
      'read_timeout: int = 1',
      'serial_baudrate?: int',
      'process_nice: int = -2',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
    ],
    file_import: [
      'folder?: str',
      'limit: int = 5000',
      'idle_sleep: int = 0',
      'cleanup_grace: int = 60',
      'process_nice: int = 0',
      'type: str = raw',
    ],
    filter: ['action: str', 'type?: str', 'value?: str', 'path?: str', '...args: str'],
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    monitor: [
      'wait: bool = false',
      'limit: int = 500',
      'duration?: float',
      'mode: int = 0',
      'auto_format: bool = false',
      'filtering: bool or str = false',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
      'type: str = raw',
    ],
    play: [
      'file: str',
      'delay: float = 0',
      'slice?: str',
      'filter?: str',
      'group: str = id',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
      'auto_format: bool = false',
      'test: bool = false',
    ],
    protocol: ['set?: str', 'baudrate?: int', 'verify: bool = false'],
    query: [
      'name: str',
      'mode?: str',
      'pid?: str',
      'header?: str',
      'bytes: int = 0',
      'frames?: int',
      'strict: bool = false',
      'decoder: str = raw_string',
      'formula?: str',
      'unit?: str',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
      'force: bool = false',
      'can_extended_address?: str',
      'can_priority?: str',
      'can_flow_control_clear?: bool',
      'can_flow_control_filter?: str',
      'can_flow_control_id_pair?: str',
      'j1939_pgn_filter?: str',
      '...args: str',
    ],
    query_many: ['...cmds: str'],
    recordings: ['path: str = /opt/veltro/obd'],
    send: [
      'msg: str',
      'header?: str',
      'auto_format: bool = false',
      'auto_filter?: bool',
      'expect_response: bool or int = false',
      'format_response: bool = false',
      'raw_response: bool = false',
      'echo: bool = false',
      'protocol?: str',
      'baudrate?: int',
      'verify: bool = false',
      'output: str = list',
      'type: str = raw',
      'can_extended_address?: str / bool',
      'can_priority?: str / bool',
      'can_flow_control_clear?: str / bool',
      'can_flow_control_filter?: str / bool',
      'can_flow_control_id_pair?: str / bool',
      'j1939_pgn_filter?: str / bool',
    ],
    setup: [
      'print_spaces?: bool',
      'adaptive_timing: int = 1',
      'response_timeout: int = 50',
      'auto_filter?: bool',
      'can_extended_address?: str',
      'can_priority?: str',
      'can_flow_control_clear?: bool',
      'can_flow_control_filter?: str',
      'can_flow_control_id_pair?: str',
      'j1939_pgn_filter?: str',
    ],
    status: [],
  }),
  openocd: openSource({
    help: [],
    program: [
      'file: str',
      'interface_cfg: str',
      'target_cfg: str',
      'raise_on_error: bool = true',
      'start_address?: str',
      '...cfg_files: str',
    ],
  }),
  power: openSource({
    help: [],
    hibernate: ['delay: int = 60', 'confirm: bool = false', 'reason: str = unknown', 'allow_auto_update: bool = true'],
    reboot: ['reason: str = unknown'],
    request_reboot: ['pending: bool = true', 'immediately: bool = false', 'delay: int = 10', 'reason: str = unknown'],
    restart_3v3: ['confirm: bool = false', 'reason: str = unknown'],
    sleep: [
      'interval: int = 60',
      'delay: int = 60',
      'modem_off: bool = false',
      'acc_off: bool = false',
      'confirm: bool = false',
      'reason: str = unknown',
      'allow_auto_update: bool = true',
    ],
    sleep_timer: forwarding('power.sleep', [
      'enable?: bool',
      'period: int = 1800',
      'add?: str',
      'clear?: str',
      'refresh?: str',
      'reason: str = unknown',
    ]),
    status: [],
  }),
  qmi: openSource({
    cell_info: [],
    connection_stats: [],
    connection_status: [],
    help: [],
    home_network: [],
    operator_name: [],
    serving_system: [],
    signal_strength: ['rated_only: bool = false', 'include_desc: bool = true'],
    system_info: [],
  }),
  reactor: openSource({
    cache: ['key?: str', '**data: any'],
    context: deprecated([]),
    help: [],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
  }),
  rfid: openSource({
    load_settings: ['...args: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
  }),
  rpi: openSource({
    boot_time: [],
    help: [],
    hw_serial: [],
    temp: [],
    temp_cpu: [],
    temp_gpu: [],
  }),
  socketcan: openSource({
    down: ['interface: str = can0'],
    help: [],
    show: ['interface: str = can0', 'details: bool = false', 'stats: bool = false'],
    up: ['interface: str = can0', 'bitrate: int = 500000', 'dbitrate?: int', '**kwargs: any'],
  }),
  spm: openSource({
    battery: ['samples: int = 1', 'reset: bool = false'],
    flash_firmware: ['file: str', 'part_id: str', 'confirm: bool = false', 'timeout: int = 90'],
    fuse: ['name: str', 'part_id: str', 'value?: str', 'confirm: bool = false'],
    help: [],
    led_pwm: ['frequency?: float', 'duty_cycle?: float'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    query: ['cmd: str', '...args: str', '**kwargs: any'],
    reset: [],
  }),
  stn: openSource({
    ext_sleep: ['enable?: bool', 'ms: int = 3000', 'rule?: str'],
    ext_wake: ['enable?: bool', 'ms: int = 2000', 'rule?: str'],
    help: [],
    info: [],
    power_config: [],
    power_pin_polarity: ['invert?: bool'],
    power_trigger_status: [],
    serial: [],
    sleep: ['delay_sec: int', 'keep_conn: bool = false'],
    uart_sleep: ['enable?: bool', 'timeout_sec: int = 1200', 'rule?: str'],
    uart_wake: ['enable?: bool', 'min_us: int = 0', 'max_us: int = 30000', 'rule?: str'],
    volt_calibrate: ['value: int = 0', 'confirm: bool = false'],
    volt_change_wake: ['enable?: bool', 'volts_diff: str = +0.2', 'ms: int = 1000', 'rule?: str'],
    volt_level: ['samples: int = 10'],
    volt_level_sleep: ['enable?: bool', 'volts: str = <13.0', 'sec: int = 600', 'rule?: str'],
    volt_level_wake: ['enable?: bool', 'volts: str = >13.2', 'sec: int = 1', 'rule?: str'],
  }),
  tracking: openSource({
    context: deprecated([]),
    help: [],
    load_geofences: ['path: str = /opt/veltro/geofence/settings.yaml', '...args: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    status: [],
  }),
  usbutil: openSource({
    check_expected_devices: [],
    devices: [],
    devices_changed_trigger: ['result: str'],
    help: [],
  }),
  wifi: openSource({
    help: [],
    scan: ['interface: str = wlan0'],
    status: ['interface: str = wlan0'],
  }),
  time: fromReference({
    help: [],
    ntp: ['enable: bool = true'],
    set: ['value: str', 'adjust_system_clock: bool = false'],
    status: [],
  }),
  logger: fromReference({
    call: ['namespace: str', 'handler: str', '...args: str'],
    channel: ['...only: str', 'verbose: bool = false'],
    channel_namespaces: ['...only: str'],
    channels: ['...only: str', 'verbose: bool = false'],
    disk: ['verbose: bool = false'],
    disks: ['verbose: bool = false'],
    help: [],
    status: ['verbose: bool = false'],
  }),
  doip: fromReference({
    context: [],
    help: [],
    interface: ['command?: str', 'pin_setup?: str'],
    manage: ['command: str', 'subcommand?: str', 'name?: str', '...args: str'],
    uds: ['command: str', '...args: str'],
  }),
  can_decoder: fromReference({
    decode_handler: ['decoder_name: str', 'input_directory?: str', 'output_format?: str', 'decoder?: str'],
  }),
  cryptoauth: fromReference({
    help: [],
    query: ['...args: str'],
  }),
  disk_housekeeper: fromReference({
    disk_clean_handler: [],
  }),
  file_sync: fromReference({
    help: [],
    process_jobs_async: [],
    s3_sync: [],
  }),
  stateutil: fromReference({
    call_error_safe: ['module_func: str', '...args: str'],
  }),
} satisfies Record<ModuleName, CommandModule>;

/** The catalogue entry of `module.function`, or undefined when the product has no such function. */
export function commandFunction(module: string, name: string): CommandFunction | undefined {
  const entry = (coreCommands as Readonly<Record<string, CommandModule>>)[module];
  return entry && Object.hasOwn(entry.functions, name) ? entry.functions[name] : undefined;
}
