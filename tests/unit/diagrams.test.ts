import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {automaticExports, offlineAfterMinutes} from '../../src/data/cloud/facts/fleet';
import {cloudJobs, uploadIntervalSeconds} from '../../src/data/cloud/facts/device-services';
import {cellularMtu, hotspot, powerDefaults, sshLogin} from '../../src/data/core/facts';
import {callbackAttempts, callbackSignatureHeader, callbackTimeout} from '../../src/data/guides/api';
import {dashcam, mqttExampleBroker} from '../../src/data/guides/integrations';
import {customCodeDirs} from '../../src/data/guides/local-development';
import {benchSupply, headerUart} from '../../src/data/guides/hardware-maintenance';
import {miniMaxParameters} from '../../src/data/guides/getting-started-cm4-mini';
import {eec1Example, motorLoggerIntervalSeconds} from '../../src/data/guides/heavy-duty-ev';
import {s3Example} from '../../src/data/guides/pro-guides';
import {supplyFuseAmps} from '../../src/data/hardware/canfdProCasing';
import {diagrams} from '../../diagrams/definitions';
import {isGraphDiagram} from '../../diagrams/layout';
import {renderDiagram} from '../../diagrams/render';
import {diagramFile, modes, placedDiagrams} from '../../diagrams/write';

const placed = await placedDiagrams();
const graphNames = new Set(diagrams.filter(isGraphDiagram).map((diagram) => diagram.name));

describe.each(placed.map((diagram) => [diagram.name, diagram] as const))('diagram %s', (_name, diagram) => {
  it.each(modes)('the %s file is up to date with its definition (run `npm run diagrams`)', (mode) => {
    expect(fs.readFileSync(diagramFile(diagram.name, mode), 'utf8')).toBe(renderDiagram(diagram, mode));
  });

  it('has a title that says what it shows, and stays small', () => {
    expect(diagram.title.length).toBeGreaterThan(60);
    for (const mode of modes) expect(fs.statSync(diagramFile(diagram.name, mode)).size).toBeLessThan(30 * 1024);
  });

  it('stays as wide as a page shows it, so its labels stay readable', () => {
    expect(diagram.width).toBeLessThanOrEqual(1000);
  });

  it('keeps every box inside the drawing', () => {
    for (const node of diagram.nodes) {
      expect(node.x, node.id).toBeGreaterThanOrEqual(0);
      expect(node.y, node.id).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width, node.id).toBeLessThanOrEqual(diagram.width);
      expect(node.y + node.height, node.id).toBeLessThanOrEqual(diagram.height);
    }
  });

  it.runIf(graphNames.has(diagram.name))('is laid out by elkjs with no two boxes overlapping', () => {
    const overlaps = diagram.nodes.flatMap((a, index) =>
      diagram.nodes
        .slice(index + 1)
        .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        .map((b) => `${a.id} × ${b.id}`),
    );
    expect(overlaps).toEqual([]);
  });
});

/**
 * Facts that `src/data` owns and diagrams show: a diagram imports each value, so a literal that states one (in a
 * title, label, note, arrow label or caption) is a copy that would go stale when the fact changes.
 */
const number = (value: number) => {
  const text = String(value).replace('.', '\\.');
  return text.includes('.') ? `${text}0*` : `${text}(?:\\.0+)?`;
};
const units: Record<string, string> = {
  s: '(?:s|seconds?)\\b',
  min: '(?:min|minutes?)\\b',
  V: 'V\\b',
  A: 'A\\b',
  MB: 'MB\\b',
  days: 'days?\\b',
};
const amount = (value: number, unit: string, before = '', after = '') =>
  new RegExp(`${before}(?<![\\w.])${number(value)}\\s*${units[unit] ?? unit}${after}`);
const bare = (value: number) => new RegExp(`(?<![\\w.])${number(value)}(?![\\w.])`);
const text = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

const ownedFacts: readonly (readonly [fact: string, pattern: RegExp])[] = [
  ['core powerDefaults.cutOutVolts', amount(powerDefaults.cutOutVolts, 'V')],
  ['core powerDefaults.cutOutSeconds', amount(powerDefaults.cutOutSeconds, 's')],
  ['core powerDefaults.failedBootsBeforeHibernate', amount(powerDefaults.failedBootsBeforeHibernate, 'failed boots')],
  ['core powerDefaults.bootTimeoutMinutes', amount(powerDefaults.bootTimeoutMinutes, 'min', '', '\\s*timeout')],
  ['core powerDefaults.heartbeatTimeoutMinutes', amount(powerDefaults.heartbeatTimeoutMinutes, 'min')],
  ['core powerDefaults.engineStoppedTimerSeconds', amount(powerDefaults.engineStoppedTimerSeconds, 's')],
  ['core powerDefaults.wakeIntervalSeconds', amount(powerDefaults.wakeIntervalSeconds, 's')],
  ['core hotspot.interface', text(hotspot.interface)],
  ['core hotspot.subnet', text(hotspot.subnet)],
  ['core sshLogin.port', amount(sshLogin.port, '', 'port\\s*')],
  ['core cellularMtu.standard', bare(cellularMtu.standard)],
  ['core cellularMtu.reduced', bare(cellularMtu.reduced)],
  ['developer-a mqttExampleBroker.plainPort', bare(mqttExampleBroker.plainPort)],
  ['developer-a mqttExampleBroker.tlsPort', bare(mqttExampleBroker.tlsPort)],
  ['developer-a dashcam.intervalSeconds', amount(dashcam.intervalSeconds, 's')],
  ['developer-a dashcam.hostFolder', text(dashcam.hostFolder)],
  ['developer-b customCodeDirs.Execution', text(customCodeDirs.Execution)],
  ['developer-c benchSupply.volts', amount(benchSupply.volts, 'V')],
  ['developer-c benchSupply.minAmps', amount(benchSupply.minAmps, 'A')],
  ['developer-c benchSupply.fuseAmps, canfdProCasing supplyFuseAmps', amount(supplyFuseAmps, 'A')],
  ['developer-c headerUart.txPin', amount(headerUart.txPin, '', '[Pp]in\\s*')],
  ['developer-c headerUart.rxPin', amount(headerUart.rxPin, '', '[Pp]in\\s*')],
  ['developer-c headerUart.groundPin', amount(headerUart.groundPin, '', '[Pp]in\\s*')],
  ['api callbackTimeout.default', amount(callbackTimeout.default, 's')],
  ['api callbackAttempts', amount(callbackAttempts, 'attempts')],
  ['api callbackSignatureHeader', text(callbackSignatureHeader)],
  ['device-services cloudJobs.resultTimeoutSeconds', amount(cloudJobs.resultTimeoutSeconds, 's')],
  ['device-services cloudJobs.expiresAfterDefaultDays', amount(cloudJobs.expiresAfterDefaultDays, 'days')],
  ['device-services uploadIntervalSeconds', uploadIntervalSeconds === 60 ? /every minute/ : /(?!)/],
  ['fleet offlineAfterMinutes', amount(offlineAfterMinutes, 'min')],
  [
    'fleet automaticExports.minDelayAfterTripMinutes',
    amount(automaticExports.minDelayAfterTripMinutes, 'min', '≥\\s*'),
  ],
  [
    'fleet automaticExports.maxAttachmentMegabytes',
    amount(automaticExports.maxAttachmentMegabytes, 'MB', '(?:≤|up to)\\s*'),
  ],
  ['getting-started-cm4-mini miniMaxParameters', amount(miniMaxParameters, '', '(?:/|out of)\\s*')],
  ['heavy-duty-ev motorLoggerIntervalSeconds', amount(motorLoggerIntervalSeconds, 's')],
  ['heavy-duty-ev eec1Example.id', text(eec1Example.id)],
  ['pro-guides s3Example.bucket', text(s3Example.bucket)],
  ['pro-guides s3Example.prefix', text(s3Example.prefix)],
  ['pro-guides s3Example.iamUser', text(s3Example.iamUser)],
];

const diagramsDir = path.resolve(__dirname, '../../diagrams');
const sources = fs.readdirSync(diagramsDir).filter((file) => file.endsWith('.ts'));

/** Every piece of literal text of a source file: string literals and the fixed parts of template literals. */
function literalsOf(file: string): {line: number; text: string}[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(diagramsDir, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: {line: number; text: string}[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('facts in diagrams', () => {
  it('reads every diagram source', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(diagrams.length).toBeGreaterThanOrEqual(46);
  });

  it.each(sources)('%s states no value that src/data owns as a literal: it imports it', (file) => {
    const copies = literalsOf(file).flatMap(({line, text}) =>
      ownedFacts
        .filter(([, pattern]) => pattern.test(text))
        .map(([fact]) => `${file}:${line} "${text}" copies ${fact}`),
    );
    expect(copies).toEqual([]);
  });

  it('finds a hand-typed value (the check itself works)', () => {
    const handTyped = 'hibernate / < 12.20 V 240 s';
    expect(ownedFacts.filter(([, pattern]) => pattern.test(handTyped)).map(([fact]) => fact)).toEqual([
      'core powerDefaults.cutOutVolts',
      'core powerDefaults.cutOutSeconds',
    ]);
  });
});
