/**
 * The install card's styles: a readable page on screen, one A4 sheet on paper. The site's CSS is one file that
 * every page loads (CSS modules included), so these rules travel with the card page alone, as a style element
 * (the policy allows inline styles, deploy/policy.ts), and may hide the site chrome in print without touching any
 * other page. Class names start with `fc-`.
 */
export const fieldCardStyles = `
.fc-header > div:first-child { min-width: 0; }
.fc-card a { text-decoration: underline; overflow-wrap: anywhere; }
.fc-card { padding-top: 1.5rem; padding-bottom: 2rem; max-width: 60rem; }
.fc-header { display: flex; gap: 1.5rem; align-items: flex-start; justify-content: space-between; }
.fc-header h1 { margin-bottom: 0.25rem; }
.fc-qr { flex: none; width: 8rem; height: 8rem; background: #fff; line-height: 0; }
.fc-qr svg { width: 100%; height: 100%; }
.fc-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 0 2rem; }
.fc-card h2 { margin: 1rem 0 0.5rem; font-size: 1.2rem; }
.fc-table { display: table; width: 100%; margin-bottom: 0.75rem; font-size: 0.875rem; }
.fc-table caption { text-align: left; font-weight: var(--ifm-font-weight-bold); padding-bottom: 0.25rem; }
.fc-table th, .fc-table td { padding: 0.25rem 0.5rem; }
.fc-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; font-size: 0.875rem; }
.fc-facts dt { font-weight: var(--ifm-font-weight-bold); }
.fc-facts dd { margin: 0; }
.fc-note, .fc-warning, .fc-checks { font-size: 0.875rem; margin-bottom: 0.5rem; }
.fc-warning { padding: 0.25rem 0.5rem; border-left: 4px solid var(--ifm-color-danger); }
.fc-checks { padding-left: 1.25rem; }
.fc-checks li { margin-bottom: 0.5rem; }
.fc-checks p { margin: 0; }
.fc-command { margin: 0.125rem 0; padding: 0.25rem 0.5rem; white-space: pre-wrap; word-break: break-word; }
.fc-units { font-weight: normal; }
@media (max-width: 600px) { .fc-header { flex-direction: column-reverse; } }
@page { size: A4; margin: 9mm 10mm; }
@media print {
  .navbar, .footer, .theme-announcement-bar, [class*='skipToContent'], .fc-screen-only { display: none !important; }
  html, body, #__docusaurus, .main-wrapper { height: auto !important; min-height: 0 !important; }
  html, body { background: #fff !important; color: #000 !important; }
  .fc-card { max-width: none; padding: 0; font-size: 7.5pt; line-height: 1.25; color: #000; }
  .fc-header h1 { font-size: 15pt; margin: 0; }
  .fc-header p { margin: 0; }
  .fc-qr { width: 25mm; height: 25mm; }
  .fc-grid { grid-template-columns: 1fr 1fr; gap: 0 6mm; }
  .fc-card h2 { margin: 1.5mm 0 0.8mm; font-size: 10pt; }
  .fc-table, .fc-facts, .fc-note, .fc-warning, .fc-checks { font-size: 7.5pt; margin-bottom: 1.5mm; }
  .fc-table th, .fc-table td { padding: 0.3mm 1.2mm; line-height: 1.2; }
  .fc-leds td:first-child { white-space: nowrap; }
  .fc-checks li { margin-bottom: 1mm; }
  .fc-command { font-size: 7.5pt; padding: 0.5mm 1.5mm; background: #f2f2f2; color: #000; }
  .fc-card a { color: #000; }
}
`;
