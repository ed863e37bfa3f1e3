/**
 * A model's one-page install card (issue 24): the page `plugins/print` adds at `/hardware/<key>/field-card/`, with
 * the card data of `src/data/print/fieldCards.ts` and a QR code made at build time. Its print styles fit it on one
 * A4 page; `pipeline/postbuild/print.ts` prints it to `build/pdf/<model>-field-card.pdf`. No script of its own
 * runs: everything here is rendered at build time.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type {CardCheck, FieldCardProps} from '@site/src/data/print/fieldCards';
import PrintLinks from '../PrintLinks';
import {fieldCardStyles} from './styles';

/** The few Markdown marks the path data uses inline: `code` and **bold**. */
function Inline({text}: {readonly text: string}): ReactNode {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).filter(Boolean);
  return parts.map((part, index) =>
    part.startsWith('`') ? (
      <code key={index}>{part.slice(1, -1)}</code>
    ) : part.startsWith('**') ? (
      <strong key={index}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

function Check({check}: {readonly check: CardCheck}): ReactNode {
  return (
    <li>
      <strong>{check.title}</strong>
      {check.units && <span className="fc-units"> ({check.units})</span>}
      {check.command && (
        <pre className="fc-command">
          <code>{check.command}</code>
        </pre>
      )}
      {check.action && (
        <p>
          <Inline text={check.action} />
        </p>
      )}
      {check.good && (
        <p>
          Good: <Inline text={check.good} />
        </p>
      )}
      {check.instead && (
        <p>
          {check.instead.when}, instead: <code>{check.instead.command}</code>; <Inline text={check.instead.good} />
        </p>
      )}
    </li>
  );
}

interface CardTableProps {
  readonly columns: readonly string[];
  readonly rows: readonly {readonly key: string; readonly cells: readonly ReactNode[]}[];
  readonly caption?: string;
  readonly className?: string;
  /** The first cell of each row names the row (a pin number). */
  readonly rowHeaders?: boolean;
}

/** One of the card's tables: pins, the 24 V checklist, the LED legend. */
function CardTable({columns, rows, caption, className, rowHeaders = false}: CardTableProps): ReactNode {
  return (
    <table className={className ? `fc-table ${className}` : 'fc-table'}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({key, cells}) => (
          <tr key={key}>
            {cells.map((cell, index) =>
              index === 0 && rowHeaders ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function FieldCard({props: {card, qrSvg}}: {readonly props: FieldCardProps}): ReactNode {
  const title = `${card.name} install card`;
  return (
    <Layout
      title={title}
      description={`One-page install card for the ${card.name}: pins, LEDs, supply and fuse, first checks.`}
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {/* In the page itself: Docusaurus' server render drops style elements given to Head. */}
      <style dangerouslySetInnerHTML={{__html: fieldCardStyles}} />
      <main className="container fc-card">
        <header className="fc-header">
          <div>
            <h1>{title}</h1>
            <p>
              The live page: <a href={card.liveUrl}>{card.liveUrl}</a>
            </p>
            <div className="fc-screen-only">
              <PrintLinks family={{key: card.key, name: card.name, model: card.model}} card={false} />
            </div>
          </div>
          <div
            className="fc-qr"
            role="img"
            aria-label={`QR code of ${card.liveUrl}`}
            // An SVG the plugin made at build time from the card's own URL (qrcode), never reader input.
            dangerouslySetInnerHTML={{__html: qrSvg}}
          />
        </header>

        <div className="fc-grid">
          <section aria-labelledby="card-pins">
            <h2 id="card-pins">{card.connector.name}</h2>
            <p className="fc-note">{card.connector.view}. Pins not listed are not connected.</p>
            <CardTable
              columns={['Pin', 'Signal', 'Level']}
              rows={card.connector.pins.map((pin) => ({key: String(pin.pin), cells: [pin.pin, pin.signal, pin.level]}))}
              rowHeaders
            />

            <h2 id="card-wiring">Supply and fuse</h2>
            <dl className="fc-facts">
              <dt>Supply</dt>
              <dd>{card.wiring.supply}</dd>
              <dt>Pin 16</dt>
              <dd>{card.wiring.fuse}</dd>
              {card.wiring.peakAmps !== undefined && (
                <>
                  <dt>Peak current</dt>
                  <dd>{card.wiring.peakAmps} A at 12 V (about half at 24 V)</dd>
                </>
              )}
            </dl>
            {card.wiring.checklist24V && (
              <p className="fc-warning">
                <strong>Warning:</strong> {card.wiring.checklist24V.why}
              </p>
            )}
            {card.wiring.checklist24V && (
              <CardTable
                caption={card.wiring.checklist24V.title}
                columns={['Cloud setting', 'Value']}
                rows={card.wiring.checklist24V.rows.map((row) => ({key: row.field, cells: [row.field, row.value]}))}
              />
            )}
          </section>

          <section aria-labelledby="card-checks">
            <h2 id="card-checks">{card.runsCore ? 'Five checks after fitting' : 'Checks after fitting'}</h2>
            {card.safety.map((warning) => (
              <p key={warning} className="fc-warning">
                <strong>Warning:</strong> {warning}.
              </p>
            ))}
            {card.terminalRule ? (
              <p className="fc-note">
                <Inline text={card.terminalRule} />
              </p>
            ) : (
              <p className="fc-note">The {card.name} has no terminal: its LEDs and Veltro Cloud are the self-test.</p>
            )}
            <ol className="fc-checks">
              {card.checks.map((check) => (
                <Check key={`${check.title}/${check.units ?? ''}`} check={check} />
              ))}
            </ol>
            <p className="fc-note">
              Every branch of these checks: <Link to={card.selfTestRoute}>Is my device working?</Link>
            </p>
          </section>
        </div>

        <section aria-labelledby="card-leds">
          <h2 id="card-leds">LED legend</h2>
          <CardTable
            className="fc-leds"
            columns={['LED', 'Pattern', 'Meaning']}
            rows={card.leds.map((led) => ({
              key: `${led.indicator}/${led.pattern}`,
              cells: [led.indicator, led.pattern, led.meaning],
            }))}
          />
          {card.ledNote && <p className="fc-note">{card.ledNote}</p>}
        </section>
      </main>
    </Layout>
  );
}
