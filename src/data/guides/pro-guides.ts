/**
 * Facts of the Getting Started guides of the Veltro CAN-FD Pro and the Pro in its IP67 casing that no source gives:
 * chosen once here and used on every one of those pages. Values that the canon (`../../../../shared/ia/facts.md`),
 * the hardware data (`../hardware/`), the Core facts (`../core/facts.ts`) or the Cloud facts (`../cloud/facts/`)
 * already give are not repeated; the pages take them from there.
 */

// The Pro in its IP67 casing

/** What ships in the box of the IP67 version. Mounting screws and the supply fuse are the installer's own. */
export const casingBoxContents = [
  'Veltro CAN-FD Pro in the IP67 casing, lid closed, two M16 cable glands fitted with blanking plugs',
  '4-in-1 antenna kit (2× LTE, 1× GNSS, 1× Wi-Fi) on 3 m cables',
  'Caps with O-rings on the four antenna sockets',
  'Label on the side of the case with the unit ID and the hotspot password',
] as const;

/** Time a first installation of the IP67 version takes, wiring and first boot included, in minutes. */
export const casingInstallMinutes = 90;

/** Outer diameter of a round cable that the M16 glands seal on, in mm. */
export const casingGlandCableMm = {min: 5, max: 10} as const;

/** Tightening torque of the six M4 lid screws, in N·m: enough to press the gasket evenly, not to strip the thread. */
export const casingLidScrewTorqueNm = 1.2;

/** Where the nano SIM slot of the IP67 version sits: on the main board, reached only with the lid off. */
export const casingSimSlot = 'on the main board, next to the terminal block, reached with the lid off';

// Files on the device (SFTP/SCP)

/**
 * Folder of a decoder's output files, under the folder of the logger it reads (the pattern of the original product's
 * Pro user guide, with `/opt/veltro/`).
 */
export const decodedFilesFolder = '/opt/veltro/<bus>/loggers/<logger>/decoders/<decoder>/output/';

// Tailscale

/** Tailscale ships in the Pro's image with its daemon `tailscaled` disabled; nothing runs until you enable it. */
export const tailscalePreinstalled = true;

/** The Tailscale tag the guides give Veltro devices in a tailnet policy. */
export const tailscaleTag = 'tag:veltro';

// Amazon S3 uploads

/** The example bucket, prefix and IAM user of the S3 guide (bucket and prefix as in the `logger.status` example). */
export const s3Example = {
  bucket: 'fleet-can-archive',
  region: 'eu-central-1',
  prefix: 'unit-0042/',
  iamUser: 'veltro-unit-0042',
  policyName: 'veltro-s3-upload',
  destinationPath: 's3://fleet-can-archive/unit-0042/can0/raw',
} as const;

/** Fields of a logger's Amazon S3 bucket output in Veltro Cloud, top to bottom; the last four are advanced. */
export const s3OutputFields = [
  'Access Key ID',
  'Secret Access Key',
  'Destination Path',
  'Exclude Patterns',
  'Sync Interval',
  'Error Retry Interval',
  'Job Timeout',
] as const;

/**
 * What an S3 sync job does in the bucket: it lists the destination prefix to skip files already there, and uploads
 * the others, in parts for large files. So the IAM policy needs exactly these actions and no read or delete.
 */
export const s3SyncActions = ['s3:ListBucket', 's3:PutObject', 's3:AbortMultipartUpload'] as const;
