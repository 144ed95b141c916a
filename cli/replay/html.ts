import type { ParsedExport } from '../../events/exportFormat'
import { presentViews } from '../../projections/present'
import { VIEW_NAMES, type ViewName } from '../../projections/viewNames'
import { initialViews, type Views } from '../../projections/views'
import { explainLog } from './explain'
import { logTimeZone, time } from './human'
import { viewRows, type ViewRow } from './viewRows'

/**
 * `comanda replay --html <file>`: one self-contained page to attach to a ticket (no external
 * resources, inline CSS, a little inline script): the timeline of events, each with its explain
 * sentence, and the views at the selected step, with what that event changed marked. Every text
 * from the log is escaped: a guest's note could hold HTML. The step data travels as JSON inside a
 * `<script type="application/json">` with `<`, `>` and `&` escaped, and the script writes it with
 * `textContent` only. The last step is rendered on the server too, so the page reads without script.
 */
type Step = { title: string; text: string; changed: string[]; views: Partial<Record<ViewName, number>> }

/** What a support person opens the page for (issue #17.3): the cart and the order first, the rest folded. */
const FIRST_VIEWS: readonly ViewName[] = ['cart', 'totals', 'myOrders', 'checkout']

/** Whether the page shows the log as `log redact` masks it (the default) and how many values that masked. */
export type PageRedaction = { masked: number } | 'not-redacted'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The events a page gives a step each: the last ones, where what the guest reports happened. A
 * step holds every view, so a log of 300,000 events made a page the machine could not write.
 */
export const MAX_PAGE_STEPS = 2000

export function replayPage(log: ParsedExport, names: readonly ViewName[] = VIEW_NAMES, redaction: PageRedaction = 'not-redacted', maxSteps = MAX_PAGE_STEPS): string {
  const tables: ViewRow[][] = []
  const tableIds = new Map<string, number>()
  const tableOf = (name: ViewName, view: unknown): number => {
    const rows = viewRows(name, view)
    const key = JSON.stringify(rows)
    let id = tableIds.get(key)
    if (id === undefined) {
      id = tables.length
      tables.push(rows)
      tableIds.set(key, id)
    }
    return id
  }
  const ordered = [...FIRST_VIEWS.filter((name) => names.includes(name)), ...names.filter((name) => !FIRST_VIEWS.includes(name))]
  const stepViews = (views: ReturnType<typeof presentViews>) => Object.fromEntries(ordered.map((name) => [name, tableOf(name, views[name])]))

  const steps: Step[] = []
  const zone = logTimeZone(log)
  let final: Views = initialViews
  const skipped = Math.max(0, log.events.length - maxSteps)
  const explanations = explainLog(log, names, (views, explanation) => {
    final = views
    steps.push({
      title: `After #${explanation.seq} ${explanation.type} at ${time(explanation.at, zone)}`,
      text: explanation.text,
      changed: explanation.changes.map((change) => change.path),
      views: stepViews(presentViews(views, explanation.at)),
    })
  }, skipped)
  steps.push({
    title: `At export, ${time(log.header.exportedAt, zone)}: what the guest saw when they sent the log`,
    text: 'the views at the time of the export (time-dependent views such as the order session worked out for that moment)',
    changed: [],
    views: stepViews(presentViews(final, log.header.exportedAt)),
  })
  const selected = steps.length - 1
  return page(log, explanations.map((explanation, i) => ({ ...explanation, step: i })), steps, tables, selected, redaction, skipped)
}

/** A time on the venue's clock, the UTC instant in its `datetime` and on hover. */
function timeHtml(ms: number, zone: string | null): string {
  const utc = new Date(ms).toISOString()
  return `<time datetime="${utc}" title="${escapeHtml(time(ms))}">${escapeHtml(time(ms, zone))}</time>`
}

function redactionNote(redaction: PageRedaction): string {
  if (redaction === 'not-redacted') return '<p class="privacy unredacted">Not redacted (--no-redact): this page holds the guest\'s personal data; do not attach it to a ticket.</p>'
  return `<p class="privacy">Redacted: ${redaction.masked} personal ${redaction.masked === 1 ? 'value' : 'values'} masked (names, contacts, addresses, notes, payment sessions). --no-redact keeps them.</p>`
}

function viewsHtml(step: Step, tables: readonly ViewRow[][]): { first: string; more: string; moreNames: string[] } {
  const entries = Object.entries(step.views) as [ViewName, number][]
  const html = (list: [ViewName, number][]) => list.map(([, id]) => tableHtml(tables[id]!, step.changed)).join('\n')
  const more = entries.filter(([name]) => !FIRST_VIEWS.includes(name))
  return { first: html(entries.filter(([name]) => FIRST_VIEWS.includes(name))), more: html(more), moreNames: more.map(([name]) => name) }
}

type Row = { step: number; seq: number; type: string; at: number; text: string }

function page(log: ParsedExport, rows: readonly Row[], steps: readonly Step[], tables: readonly ViewRow[][], selected: number, redaction: PageRedaction, skipped: number): string {
  const { header } = log
  const zone = logTimeZone(log)
  const summary = [
    `device ${header.deviceId || '—'}`,
    `app ${header.app}`,
    `${log.events.length} events`,
    log.upcast > 0 ? `${log.upcast} upcast` : null,
    log.quarantine.length > 0 ? `${log.quarantine.length} quarantined` : null,
  ].filter(Boolean)
  const timeline = rows
    .map(
      (row) =>
        `<li class="event" data-step="${row.step}" tabindex="0" role="button" aria-pressed="false">` +
        `<span class="seq">#${row.seq}</span> <span class="type">${escapeHtml(row.type)}</span> ${timeHtml(row.at, zone)}` +
        `<p class="explain">${escapeHtml(row.text)}</p></li>`,
    )
    .join('\n')
  const exportRow =
    `<li class="event export" data-step="${selected}" tabindex="0" role="button" aria-pressed="true">` +
    `<span class="type">At export</span> ${timeHtml(header.exportedAt, zone)}<p class="explain">the views when the guest exported the log</p></li>`
  const quarantine =
    log.quarantine.length === 0
      ? ''
      : `<section class="quarantine"><h2>Quarantined (kept, not folded)</h2><ul>${log.quarantine
          .map((entry) => `<li>seq ${entry.seq ?? '?'}: ${escapeHtml(entry.reason)}</li>`)
          .join('')}</ul></section>`
  const current = steps[selected]!
  const views = viewsHtml(current, tables)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comanda replay: ${escapeHtml(header.venue)}</title>
<style>${CSS}</style>
</head>
<body>
<header><h1>Replay of venue ${escapeHtml(header.venue)}</h1><p class="summary">${escapeHtml(summary.join(' · '))} · exported ${timeHtml(header.exportedAt, zone)}</p>${redactionNote(redaction)}</header>
<main>
<section class="timeline" aria-label="Timeline of events"><h2>Timeline</h2>
${skipped > 0 ? `<p class="skipped">The first ${skipped} events are folded into the first step shown, without a step of their own: the page keeps the last ${rows.length}. <code>comanda replay &lt;file&gt; --steps</code> lists every event.</p>` : ''}
<ol id="timeline">
${timeline}
${exportRow}
</ol>
${quarantine}
</section>
<section class="views" aria-live="polite"><h2 id="step-title">${escapeHtml(current.title)}</h2>
<p id="step-text" class="explain">${escapeHtml(current.text)}</p>
<div id="views">${views.first}</div>
<details id="more-views"><summary>Other views: <span id="more-names">${escapeHtml(views.moreNames.join(', '))}</span><span id="more-changed"></span></summary><div id="views-more">${views.more}</div></details>
</section>
</main>
<script type="application/json" id="replay-data">${scriptJson({ steps, tables, first: FIRST_VIEWS })}</script>
<script>${SCRIPT}</script>
</body>
</html>
`
}

function isChanged(path: string, changed: readonly string[]): boolean {
  return changed.some((p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`))
}

function tableHtml(rows: readonly ViewRow[], changed: readonly string[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr data-path="${escapeHtml(row.path)}"${isChanged(row.path, changed) ? ' class="changed"' : ''}><th style="padding-left:${row.depth * 1.2 + 0.3}em">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')
  return `<table class="view" data-view="${escapeHtml(rows[0]?.label ?? '')}">${body}</table>`
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f6f6f4}
header{padding:.8em 1.2em;background:#20232a;color:#fff}
header h1{margin:0;font-size:1.2em}
header .summary{margin:.2em 0 0;color:#ccc}
header time{color:#ccc}
.views{max-height:calc(100vh - 7em);overflow:auto}
main{display:grid;grid-template-columns:minmax(18em,2fr) 3fr;gap:1em;padding:1em}
h2{font-size:1em;margin:.2em 0 .6em}
.timeline ol{list-style:none;margin:0;padding:0;max-height:calc(100vh - 9em);overflow:auto}
.event{padding:.45em .6em;margin:0 0 .3em;background:#fff;border:1px solid #ddd;border-radius:6px;cursor:pointer}
.event:hover{border-color:#999}
.event[aria-pressed="true"]{border-color:#c0392b;box-shadow:inset 4px 0 0 #c0392b}
.event:focus{outline:2px solid #2e6fd8}
.seq{font-weight:600;color:#666}
.type{font-weight:600}
time{color:#777;font-size:.9em}
.explain{margin:.2em 0 0;color:#333;white-space:pre-wrap;word-break:break-word}
.quarantine li{color:#8a1c1c}
table.view{border-collapse:collapse;width:100%;margin:0 0 1em;background:#fff;border:1px solid #ddd}
table.view th,table.view td{padding:.15em .3em;text-align:left;vertical-align:top;border-bottom:1px solid #f0f0f0;word-break:break-word}
table.view th{font-weight:400;color:#555;width:45%}
table.view tr:first-child th{font-weight:700;color:#111;background:#eee}
tr.changed td,tr.changed th{background:#fff3b0}
header .privacy{margin:.3em 0 0;color:#b8e0b8}
header .privacy.unredacted{color:#ffb3a7;font-weight:600}
#more-views summary{cursor:pointer;color:#444;margin:0 0 .6em}
#more-changed{color:#8a5a00;font-weight:600}
@media (max-width:700px){main{grid-template-columns:1fr}}
`

const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('replay-data').textContent);
  var rows = Array.prototype.slice.call(document.querySelectorAll('#timeline .event'));
  function changed(path, list) {
    for (var i = 0; i < list.length; i++) {
      var p = list[i];
      if (path === p || path.indexOf(p + '.') === 0 || path.indexOf(p + '[') === 0) return true;
    }
    return false;
  }
  function table(rowsOfView, changedPaths) {
    var t = document.createElement('table');
    t.className = 'view';
    t.setAttribute('data-view', rowsOfView.length ? rowsOfView[0].label : '');
    rowsOfView.forEach(function (row) {
      var tr = document.createElement('tr');
      tr.setAttribute('data-path', row.path);
      if (changed(row.path, changedPaths)) tr.className = 'changed';
      var th = document.createElement('th');
      th.style.paddingLeft = (row.depth * 1.2 + 0.3) + 'em';
      th.textContent = row.label;
      var td = document.createElement('td');
      td.textContent = row.value;
      tr.appendChild(th);
      tr.appendChild(td);
      t.appendChild(tr);
    });
    return t;
  }
  function show(index) {
    var step = data.steps[index];
    if (!step) return;
    document.getElementById('step-title').textContent = step.title;
    document.getElementById('step-text').textContent = step.text;
    var box = document.getElementById('views');
    var more = document.getElementById('views-more');
    while (box.firstChild) box.removeChild(box.firstChild);
    while (more.firstChild) more.removeChild(more.firstChild);
    var changedMore = [];
    Object.keys(step.views).forEach(function (name) {
      var rowsOfView = data.tables[step.views[name]];
      var first = data.first.indexOf(name) >= 0;
      (first ? box : more).appendChild(table(rowsOfView, step.changed));
      if (!first && rowsOfView.some(function (row) { return changed(row.path, step.changed); })) changedMore.push(name);
    });
    document.getElementById('more-changed').textContent = changedMore.length ? ' (changed here: ' + changedMore.join(', ') + ')' : '';
    rows.forEach(function (row) { row.setAttribute('aria-pressed', String(Number(row.getAttribute('data-step')) === index)); });
    document.body.setAttribute('data-step', String(index));
  }
  rows.forEach(function (row, i) {
    row.addEventListener('click', function () { show(Number(row.getAttribute('data-step'))); });
    row.addEventListener('keydown', function (event) {
      var next = event.key === 'ArrowDown' ? rows[i + 1] : event.key === 'ArrowUp' ? rows[i - 1] : null;
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); show(Number(row.getAttribute('data-step'))); }
      if (next) { event.preventDefault(); next.focus(); show(Number(next.getAttribute('data-step'))); }
    });
  });
  document.body.setAttribute('data-step', String(data.steps.length - 1));
})();
`
