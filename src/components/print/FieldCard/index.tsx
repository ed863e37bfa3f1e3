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
            <table className="fc-table">
              <thead>
                <tr>
                  <th scope="col">Pin</th>
                  <th scope="col">Signal</th>
                  <th scope="col">Level</th>
                </tr>
              </thead>
              <tbody>
                {card.connector.pins.map((pin) => (
                  <tr key={pin.pin}>
                    <th scope="row">{pin.pin}</th>
                    <td>{pin.signal}</td>
                    <td>{pin.level}</td>
                  </tr>
                ))}
              </tbody>
            </table>

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
              <table className="fc-table">
                <caption>{card.wiring.checklist24V.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Cloud setting</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {card.wiring.checklist24V.rows.map((row) => (
                    <tr key={row.field}>
                      <td>{row.field}</td>
                      <td>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
          <table className="fc-table fc-leds">
            <thead>
              <tr>
                <th scope="col">LED</th>
                <th scope="col">Pattern</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {card.leds.map((led) => (
                <tr key={`${led.indicator}/${led.pattern}`}>
                  <td>{led.indicator}</td>
                  <td>{led.pattern}</td>
                  <td>{led.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {card.ledNote && <p className="fc-note">{card.ledNote}</p>}
        </section>
      </main>
    </Layout>
  );
}
