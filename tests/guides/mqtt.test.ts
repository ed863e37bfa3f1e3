/**
 * The MQTT guide (docs/developer_guides/configuring-mqtt/) is tested for real: its broker configuration, password
 * file and test commands are read from the page by their code block titles and run against Debian's Mosquitto, so
 * a reader who copies them gets a broker that works. The bridge lines of bridge mode run on a second broker, the
 * device's, which must forward to the first under the page's prefix and queue what it cannot send while that is down. Paths move into a temporary folder and the port becomes a free
 * one; everything else is the page's text. Needs `/usr/sbin/mosquitto` and the clients (`apt-get install mosquitto
 * mosquitto-clients`): skipped with a message where they are missing, except in CI (`CI` set), where that fails.
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {docFileFor, docsDir} from '../../config/manifest';
import {codeBlocks, type CodeBlock} from '../support/markdown';
import {freePort} from '../support/ports';

const route = '/developer_guides/configuring-mqtt/';
const titles = {
  config: '/etc/mosquitto/conf.d/veltro.conf',
  password: 'Create the password file',
  subscribe: 'Test: subscribe',
  publish: 'Test: publish',
  bridge: "Bridge lines for the device's broker",
} as const;

const broker = '/usr/sbin/mosquitto';
const clients = ['/usr/bin/mosquitto_passwd', '/usr/bin/mosquitto_sub', '/usr/bin/mosquitto_pub'];
const missing = [broker, ...clients].filter((file) => !fs.existsSync(file));
const missingText = `${missing.join(', ')} not installed: apt-get install mosquitto mosquitto-clients (.ci/run does)`;
if (missing.length && !process.env.CI) console.warn(`Skipping the MQTT guide's broker test: ${missingText}`);

const pageFile = docFileFor(route);
const page = pageFile ? fs.readFileSync(path.join(docsDir, pageFile), 'utf8') : '';
const blocks = codeBlocks(page);

function titled(title: string): CodeBlock {
  const found = blocks.filter((block) => /title="([^"]*)"/.exec(block.meta)?.[1] === title);
  if (found.length !== 1) throw new Error(`${route}: expected one code block titled "${title}", found ${found.length}`);
  return found[0]!;
}

/** The command lines of a block, without a `sudo` in front. */
const commandsOf = (block: CodeBlock) =>
  block.code
    .split('\n')
    .map((line) => line.trim().replace(/^sudo\s+/, ''))
    .filter((line) => line && !line.startsWith('#'));

/** The one command line of a block. */
const commandOf = (block: CodeBlock) => {
  const lines = commandsOf(block);
  if (lines.length !== 1) throw new Error(`"${block.meta}" should hold exactly one command, found ${lines.length}`);
  return lines[0]!;
};

/** The `mosquitto_passwd -b -c <file> <user> '<password>'` line of the password block, and the file, user and password. */
function passwordCommand() {
  const line = commandsOf(titled(titles.password)).find((command) => command.startsWith('mosquitto_passwd'));
  const [, file, user, password] = /^mosquitto_passwd -b -c (\/\S+) (\S+) '([^']*)'$/.exec(line ?? '') ?? [];
  if (!file || !user || password === undefined)
    throw new Error(
      `expected "mosquitto_passwd -b -c <file> <user> '<password>'" in "${titles.password}", found: ${line}`,
    );
  return {file, user, password};
}

/** `-p 1883` of a client command becomes the test broker's port; the command must name the port the page configures. */
function onPort(command: string, port: number): string {
  expect(command, 'the test commands name the port: -p 1883').toMatch(/\s-p 1883(\s|$)/);
  return command.replace(/\s-p 1883(?=\s|$)/, ` -p ${port}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the MQTT guide', () => {
  it('has the broker configuration, the password file and both test commands, under their titles', () => {
    expect(pageFile, `${route} is not written`).toBeDefined();
    const config = titled(titles.config).code;
    expect(config).toMatch(/^listener 1883 \S+$/m);
    expect(config).toMatch(/^allow_anonymous false$/m);
    expect(config).toMatch(/^password_file \/\S+$/m);
    const {file} = passwordCommand();
    expect(config, 'the configuration reads the password file the page creates').toContain(`password_file ${file}`);
    // The broker reads the file as the mosquitto user, so the page hands it to that user.
    expect(commandsOf(titled(titles.password))).toContain(`chown mosquitto:mosquitto ${file}`);
    expect(commandOf(titled(titles.subscribe))).toMatch(/^mosquitto_sub /);
    expect(commandOf(titled(titles.publish))).toMatch(/^mosquitto_pub /);
  });
});

describe.skipIf(missing.length > 0 && !process.env.CI)('the MQTT guide against a real Mosquitto broker', () => {
  let dir = '';
  let port = 0;
  let brokerProcess: ChildProcess | undefined;
  let brokerLog = '';
  let serverConfigFile = '';
  const children: ChildProcess[] = [];

  /** Starts Mosquitto with a configuration file and waits until it accepts connections on the port. */
  async function startBroker(configFile: string, listenPort: number, onLog: (chunk: string) => void) {
    const child = spawn(broker, ['-c', configFile], {stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout!.on('data', (chunk: Buffer) => onLog(String(chunk)));
    child.stderr!.on('data', (chunk: Buffer) => onLog(String(chunk)));
    for (let waited = 0; !(await accepts(listenPort)); waited += 50) {
      if (child.exitCode !== null || waited > 4000)
        throw new Error(`Mosquitto did not start with ${configFile}:\n${fs.readFileSync(configFile, 'utf8')}`);
      await sleep(50);
    }
    return child;
  }

  /** Hands files to the `mosquitto` user when the test runs as root, as the broker drops to that user. */
  function ownedByMosquitto(...files: string[]) {
    if (process.getuid?.() !== 0) return;
    const uid = Number(execFileSync('id', ['-u', 'mosquitto']).toString());
    const gid = Number(execFileSync('id', ['-g', 'mosquitto']).toString());
    for (const file of files) fs.chownSync(file, uid, gid);
  }

  beforeAll(async () => {
    expect(missing, `CI must run the MQTT guide's broker test, but ${missingText}`).toEqual([]);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltro-mqtt-'));
    port = await freePort();

    // The password file, created the way the page creates it, in the temporary folder.
    const {file: pagePasswordFile, user, password} = passwordCommand();
    const passwordFile = path.join(dir, path.basename(pagePasswordFile));
    execFileSync('mosquitto_passwd', ['-b', '-c', passwordFile, user, password]);

    // The page's configuration, with its paths in the temporary folder and the listener on the free port.
    const config = titled(titles.config)
      .code.split('\n')
      .map((line) => {
        if (/^\s*#/.test(line)) return line;
        if (/^listener /.test(line)) return `listener ${port} 127.0.0.1`;
        return line.replace(/(^|\s)(\/\S+)/g, (_all, space: string, file: string) => {
          if (file === pagePasswordFile) return `${space}${passwordFile}`;
          return `${space}${path.join(dir, path.basename(file))}`;
        });
      })
      .join('\n');
    const configFile = path.join(dir, path.basename(titles.config));
    serverConfigFile = configFile;
    fs.writeFileSync(configFile, config);

    // Started as root, Mosquitto drops to the `mosquitto` user before it reads the password file: as on the server,
    // where the page has the file owned by that user.
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'mosquitto']).toString());
      const gid = Number(execFileSync('id', ['-g', 'mosquitto']).toString());
      for (const file of [dir, passwordFile, configFile]) fs.chownSync(file, uid, gid);
    }

    brokerProcess = spawn(broker, ['-c', configFile], {stdio: ['ignore', 'pipe', 'pipe']});
    brokerProcess.stdout!.on('data', (chunk) => (brokerLog += chunk));
    brokerProcess.stderr!.on('data', (chunk) => (brokerLog += chunk));
    for (let waited = 0; !(await accepts(port)); waited += 50) {
      if (brokerProcess.exitCode !== null || waited > 4000)
        throw new Error(`Mosquitto did not start with the page's configuration:\n${config}\n${brokerLog}`);
      await sleep(50);
    }
  });

  afterAll(() => {
    for (const child of [...children, brokerProcess]) if (child && child.exitCode === null) child.kill('SIGTERM');
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  it("delivers the page's test message from mosquitto_pub to mosquitto_sub", async () => {
    const subscribe = `${onPort(commandOf(titled(titles.subscribe)), port)} -C 1 -W 8`;
    const publish = onPort(commandOf(titled(titles.publish)), port);

    let received = '';
    let errors = '';
    const subscriber = spawn('bash', ['-c', `exec ${subscribe}`], {stdio: ['ignore', 'pipe', 'pipe']});
    children.push(subscriber);
    subscriber.stdout!.on('data', (chunk) => (received += chunk));
    subscriber.stderr!.on('data', (chunk) => (errors += chunk));
    const done = new Promise<number | null>((resolve) => subscriber.once('exit', resolve));

    // The subscription may not be in place yet when the first message goes out: publish until one arrives.
    for (let tries = 0; subscriber.exitCode === null && tries < 25; tries += 1) {
      const result = spawnSync('bash', ['-c', publish], {encoding: 'utf8', timeout: 4000});
      expect(result.status, `the publish command failed: ${result.stderr}\n${brokerLog}`).toBe(0);
      await Promise.race([done, sleep(200)]);
    }
    const code = await done;
    expect(code, `mosquitto_sub failed: ${errors}\n${brokerLog}`).toBe(0);

    const topic = /-t '([^']+)'/.exec(publish)?.[1];
    const message = /-m '([^']+)'/.exec(publish)?.[1];
    const line = `${topic} ${message}`;
    expect(received.trim()).toBe(line);
    // The page shows the reader the same line as the subscriber's output.
    expect(blocks.some((block) => block.language === 'text' && block.code.trim() === line)).toBe(true);
  });

  it('refuses the publish command without a user name and password, as the page says', () => {
    const anonymous = onPort(commandOf(titled(titles.publish)), port)
      .replace(/\s-u \S+/, '')
      .replace(/\s-P '[^']*'/, '');
    const result = spawnSync('bash', ['-c', anonymous], {encoding: 'utf8', timeout: 4000});
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain('Connection Refused: not authorised.');
    expect(page).toContain('Connection Refused: not authorised.');
  });

  describe("bridge mode: the page's bridge lines on a second broker, the device's", () => {
    let devicePort = 0;
    let deviceBroker: ChildProcess | undefined;
    let deviceLog = '';
    const lines = () =>
      titled(titles.bridge)
        .code.split('\n')
        .map((line) => line.trim())
        .filter(Boolean);

    beforeAll(async () => {
      devicePort = await freePort();
      // The device's broker listens on its own port; the bridge goes to the test server without TLS.
      const bridge = lines()
        .filter((line) => !line.startsWith('bridge_cafile '))
        .map((line) => (line.startsWith('address ') ? `address 127.0.0.1:${port}` : line));
      const deviceConfig = path.join(dir, 'device-custom.conf');
      fs.writeFileSync(
        deviceConfig,
        [`listener ${devicePort} 127.0.0.1`, 'allow_anonymous true', ...bridge].join('\n'),
      );
      ownedByMosquitto(deviceConfig);
      deviceBroker = await startBroker(deviceConfig, devicePort, (chunk) => (deviceLog += chunk));
      children.push(deviceBroker);
    });

    /** Subscribes on the test server to the bridge's prefix and collects `count` lines, or fails after `seconds`. */
    function collect(count: number, seconds: number) {
      const {user, password} = passwordCommand();
      const child = spawn(
        'mosquitto_sub',
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-u',
          user,
          '-P',
          password,
          '-t',
          'truck12/#',
          '-v',
          '-C',
          String(count),
          '-W',
          String(seconds),
        ],
        {stdio: ['ignore', 'pipe', 'pipe']},
      );
      children.push(child);
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += String(chunk)));
      return new Promise<string>((resolve) => child.once('exit', () => resolve(out)));
    }

    const publishOnDevice = (topic: string, message: string) =>
      spawnSync('mosquitto_pub', ['-h', '127.0.0.1', '-p', String(devicePort), '-t', topic, '-m', message], {
        encoding: 'utf8',
        timeout: 4000,
      });

    it('logs in as the user the page creates and uses the topic prefix the page shows', () => {
      const {user, password} = passwordCommand();
      expect(lines()).toContain(`remote_username ${user}`);
      expect(lines()).toContain(`remote_password ${password}`);
      expect(lines()).toContain('topic # out 1 "" truck12/');
      expect(lines()).toContain('queue_qos0_messages true');
    });

    it('forwards a message from the device to the server under the prefix', async () => {
      const received = collect(1, 20);
      // The bridge and the subscription need a moment: publish until the message arrives.
      let got = '';
      void received.then((out) => (got = out));
      for (let tries = 0; !got && tries < 60; tries += 1) {
        expect(publishOnDevice('power/status', '{"n": 0}').status).toBe(0);
        await sleep(250);
      }
      expect((await received).trim().split('\n')[0], deviceLog).toBe('truck12/power/status {"n": 0}');
    }, 30000);

    it('queues messages while the server is down and delivers them when it is back', async () => {
      brokerProcess!.kill('SIGTERM');
      await new Promise((resolve) =>
        brokerProcess!.exitCode === null ? brokerProcess!.once('exit', resolve) : resolve(null),
      );
      for (const n of [1, 2, 3]) expect(publishOnDevice('power/status', `{"n": ${n}}`).status).toBe(0);
      brokerProcess = await startBroker(serverConfigFile, port, (chunk) => (brokerLog += chunk));
      const out = await collect(3, 25);
      expect(out.trim().split('\n'), deviceLog).toEqual([1, 2, 3].map((n) => `truck12/power/status {"n": ${n}}`));
    }, 40000);
  });
});
