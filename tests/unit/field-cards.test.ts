/**
 * The install cards (issue 24, src/data/print/fieldCards.ts): each current model has one, built from its data, and
 * every command a card prints is a command of the product with arguments it takes.
 */
import {describe, expect, it} from 'vitest';
import {registry} from '../../src/data/hardware';
import {fieldCardOf, fieldCardRoute, pdfFiles} from '../../src/data/print/fieldCards';
import {invocationProblems} from '../support/command-check';
import {shellWords} from '../support/markdown';

const cards = Object.values(registry.models).map((family) => ({family, card: fieldCardOf(family)}));

describe('the install cards', () => {
  it('exist for every current model, beside its hardware pages', () => {
    expect(cards.map(({card}) => card.model)).toEqual(registry.modelKeys);
    for (const {family, card} of cards) {
      expect(card.route).toBe(`/hardware/${family.key}/field-card/`);
      expect(fieldCardRoute(family)).toBe(card.route);
      expect(card.pdf).toEqual({card: `/${pdfFiles(family.model).card}`, full: `/${pdfFiles(family.model).full}`});
      expect(card.liveUrl).toMatch(new RegExp(`^https://[^/]+/hardware/${family.key}/$`));
    }
  });

  it.each(cards.map(({family, card}) => [family.name, family, card] as const))(
    '%s: pins, LEDs and supply come from its family module',
    (_name, family, card) => {
      const connector = family.connectors.find(({kind}) => kind === 'obd2')!;
      expect(card.connector.pins.map(({pin}) => pin)).toEqual(
        connector.pins.filter(({direction}) => direction !== 'not connected').map(({pin}) => pin),
      );
      expect(card.connector.pins.map(({pin}) => pin)).toContain(16);
      expect(card.leds.length).toBeGreaterThan(0);
      expect(card.leds.every(({indicator}) => family.indicators.some((state) => state.indicator === indicator))).toBe(
        true,
      );
      expect(card.wiring.supply).toContain(`${family.supply.min}–${family.supply.max} V`);
      expect(card.wiring.fuse).toMatch(/fused in the vehicle/);
    },
  );

  it.each(cards.filter(({card}) => card.runsCore).map(({family, card}) => [family.name, card] as const))(
    '%s: five checks, each a command of the catalogue, with the terminal rule and the 24 V checklist',
    (_name, card) => {
      expect(card.checks).toHaveLength(5);
      const commands = card.checks.flatMap((check) => [
        check.command!,
        ...(check.instead ? [check.instead.command] : []),
      ]);
      for (const command of commands) expect(invocationProblems(shellWords(command)), command).toEqual([]);
      expect(card.checks.every((check) => check.good)).toBe(true);
      expect(card.terminalRule).toMatch(/Cloud terminal.*`veltro`/);
      expect(card.wiring.checklist24V?.rows).toHaveLength(5);
      // Review (issue 24): the 24 V table carries its reason, the engine-running checks say so, and the Pro's
      // SocketCAN alternative says what a good answer is.
      expect(card.wiring.checklist24V?.why).toMatch(/12 V battery.*battery is not protected\.$/);
      for (const check of [card.checks[0]!, card.checks[4]!]) expect(check.action).toMatch(/^With the engine running/);
      const instead = card.checks.find((check) => check.instead)?.instead;
      if (card.model === 'pro') expect(instead?.good).toMatch(/twice.*`rx` packet count grows/);
      else expect(instead).toBeUndefined();
      expect(card.ledNote).toBe('Wake-up by SMS does not work on units with a Telit LE910C4 modem (USB ID 1bc7:1031).');
    },
  );

  it('gives the Mini, which runs no Core, checks without commands', () => {
    const mini = cards.find(({family}) => !family.runsCore)!.card;
    expect(mini.checks.length).toBeGreaterThan(0);
    expect(mini.checks.some((check) => check.command)).toBe(false);
    expect(mini.terminalRule).toBeUndefined();
    expect(mini.wiring.checklist24V).toBeUndefined();
    expect(mini.ledNote).toBeUndefined();
  });
});
