import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_ANSWERS, type PlanAnswers} from '../../src/components/Planner/answers';
import {buildChecklist, stepsOf, type Checklist, type Inline, type Step} from '../../src/components/Planner/checklist';
import {checklistToMarkdown} from '../../src/components/Planner/markdown';
import {allAnswers} from '../lib/plannerCombos';

const answers = (change: Partial<PlanAnswers>): PlanAnswers => ({...DEFAULT_ANSWERS, ...change});
const ids = (checklist: Checklist) => stepsOf(checklist).map((step) => step.id);
const step = (checklist: Checklist, id: string): Step => {
  const found = stepsOf(checklist).find((s) => s.id === id);
  assert.ok(found, `step ${id} in ${ids(checklist).join(', ')}`);
  return found;
};
const plain = (parts: Inline[]) =>
  parts.map((p) => (typeof p === 'string' ? p : 'code' in p ? p.code : p.strong)).join('');
const textOf = (s: Step) => [plain(s.text), ...s.details.map(plain)].join('\n');
const codesOf = (checklist: Checklist) =>
  stepsOf(checklist).flatMap((s) =>
    [s.text, ...s.details].flatMap((parts) =>
      parts.filter((p): p is {code: string} => typeof p !== 'string' && 'code' in p),
    ),
  );

/**
 * The "Done when" example: V13, Foundry on this computer, OBS Utils
 * with overlays and WebSocket scene switching, Ethereal Plane on Twitch with
 * polls. Every step of both quick starts that applies, in order, each with
 * the sections it links to; and none that does not.
 */
const EXAMPLE = answers({
  foundry: 13,
  host: 'local',
  address: '',
  modules: ['obs-utils', 'ethereal-plane'],
  shows: ['overlays'],
  switching: 'websocket',
  platform: 'twitch',
  features: ['polls'],
});

test('the issue example gets every step of both quick starts that applies, in order, each linking to its section', () => {
  const checklist = buildChecklist(EXAMPLE);
  const expected: [string, string[]][] = [
    // Install (OBS Utils steps 1–2, Ethereal Plane step 1)
    ['obs-utils-install', ['/obs-utils/getting-started#install-the-module']],
    ['ethereal-plane-install', ['/ethereal-plane/quick-start#install-the-module']],
    // Read
    ['obs-utils-read', ['/obs-utils/getting-started', '/obs-utils/troubleshooting']],
    ['ethereal-plane-read', ['/ethereal-plane/quick-start', '/ethereal-plane/troubleshooting']],
    // Foundry users (OBS Utils step 3; Ethereal Plane's one-GM-tab rule)
    ['obs-user', ['/obs-utils/getting-started#use-a-dedicated-streaming-user']],
    ['ethereal-plane-gm-tab', ['/ethereal-plane/quick-start#from-install-to-your-first-roll-and-trigger']],
    // OBS browser sources (OBS Utils steps 4–5, the /stream source for overlays and the order for both)
    [
      'obs-source-game',
      [
        '/obs-utils/getting-started#add-a-browser-source',
        '/obs-utils/getting-started#keep-the-game-source-loaded',
        '/obs-utils/obs-remote#option-b-custom-css-in-the-browser-source-preferred',
      ],
    ],
    [
      'obs-source-stream',
      ['/obs-utils/getting-started#add-a-browser-source', '/obs-utils/getting-started#use-both-views'],
    ],
    [
      'obs-login',
      ['/obs-utils/getting-started#log-in-as-the-streaming-user', '/obs-utils/getting-started#use-both-views'],
    ],
    // Connect Ethereal Plane (steps 2–5)
    [
      'ethereal-plane-account',
      ['/ethereal-plane/quick-start#open-the-setup-window', '/ethereal-plane/quick-start#twitch'],
    ],
    [
      'ethereal-plane-connect',
      [
        '/ethereal-plane/quick-start#connect-this-foundry-installation',
        '/ethereal-plane/quick-start#log-in-before-confirming-resets-to-connect',
      ],
    ],
    ['ethereal-plane-login', ['/ethereal-plane/quick-start#log-in']],
    // Module settings (OBS WebSocket; Ethereal Plane step 6, rolls left on by default, Polls Enabled)
    ['obs-websocket-server', ['/obs-utils/obs-remote#obs-websocket-v5']],
    [
      'obs-websocket-enable',
      ['/obs-utils/obs-remote#obs-websocket-v5', '/obs-utils/obs-remote#the-websocket-connection-is-never-retried'],
    ],
    ['ethereal-plane-enable', ['/ethereal-plane/quick-start#module-settings-at-a-glance']],
    ['ethereal-plane-rolls-off', ['/ethereal-plane/quick-start#general-options']],
    ['ethereal-plane-polls-enable', ['/ethereal-plane/quick-start#when-you-are-logged-in']],
    // What the stream shows and does
    [
      'obs-remote-events',
      ['/obs-utils/obs-remote#set-up-events-and-actions', '/obs-utils/obs-remote#example-a-combat-scene-in-obs'],
    ],
    ['obs-overlay-actors', ['/obs-utils/overlay-editor#choose-the-actors']],
    [
      'obs-overlay-editor',
      ['/obs-utils/overlay-editor#build-overlays-in-the-overlay-editor', '/obs-utils/stream-overlay-css'],
    ],
    [
      'ethereal-plane-polls',
      [
        '/ethereal-plane/polls#open-the-polls-window',
        '/ethereal-plane/polls#start-and-run-the-poll',
        '/ethereal-plane/polls#on-twitch',
      ],
    ],
  ];
  assert.deepEqual(
    stepsOf(checklist).map((s) => [s.id, s.links.map((l) => l.to)]),
    expected,
  );
  assert.deepEqual(
    checklist.sections.map((s) => s.title),
    [
      'Install',
      'Read',
      'Foundry users',
      'OBS browser sources',
      'Connect Ethereal Plane',
      'Module settings',
      'What the stream shows and does',
    ],
  );

  // None that does not apply: no camera (Director), no browser-source switching, no triggers, rolls, MidiQoL or YouTube, no V14 warning.
  for (const absent of [
    'obs-director',
    'obs-browser-switching',
    'obs-v14',
    'ethereal-plane-rolls',
    'ethereal-plane-trigger-status',
    'ethereal-plane-trigger-create',
    'ethereal-plane-trigger-macro',
    'ethereal-plane-allow-sockets',
    'ethereal-plane-youtube-id',
  ]) {
    assert.ok(!ids(checklist).includes(absent), `${absent} does not apply`);
  }
  // Only the Enable Module box: triggers were not chosen.
  assert.doesNotMatch(textOf(step(checklist, 'ethereal-plane-enable')), /Enable Triggers/);
  // The Player user needs no token permissions without the camera.
  assert.doesNotMatch(textOf(step(checklist, 'obs-user')), /Owner/);
  // Pinned manifests and required modules.
  assert.match(
    textOf(step(checklist, 'obs-utils-install')),
    /https:\/\/github\.com\/FaeyUmbrea\/obs-utils\/releases\/download\/4\.5\.0\/module\.json/,
  );
  assert.match(textOf(step(checklist, 'obs-utils-install')), /libWrapper \(lib-wrapper\)/);
  assert.match(textOf(step(checklist, 'obs-utils-install')), /needs Foundry 13\.344 or later/);
  assert.match(
    textOf(step(checklist, 'ethereal-plane-install')),
    /https:\/\/github\.com\/FaeyUmbrea\/ethereal-plane\/releases\/download\/3\.3\.0\/module\.json/,
  );
  assert.match(textOf(step(checklist, 'ethereal-plane-install')), /requires no other module/);
  // The browser sources' exact URLs, sizes and the settings to tick.
  const game = textOf(step(checklist, 'obs-source-game'));
  assert.match(game, /URL http:\/\/localhost:30000\/game\./);
  assert.match(game, /1920 × 1080/);
  assert.match(game, /Shutdown source when not visible: leave it off/);
  assert.match(game, /:root\{--local-obs-host:localhost;--local-obs-port:4455;--local-obs-password:YourPassword;\}/);
  assert.match(game, /default address on this computer/);
  const stream = textOf(step(checklist, 'obs-source-stream'));
  assert.match(stream, /URL http:\/\/localhost:30000\/stream\./);
  assert.match(stream, /Shutdown source when not visible: turn it on/);
  assert.match(textOf(step(checklist, 'ethereal-plane-polls')), /between 30 and 300 seconds/);
});

test('with the camera, the same reader also gets the Director and the token permissions, and nothing else changes', () => {
  const withCamera = buildChecklist({...EXAMPLE, shows: ['camera', 'overlays']});
  const without = ids(buildChecklist(EXAMPLE));
  assert.deepEqual(
    ids(withCamera).filter((id) => !without.includes(id)),
    ['obs-director'],
  );
  assert.deepEqual(
    step(withCamera, 'obs-director').links.map((l) => l.to),
    ['/obs-utils/director#the-director-window'],
  );
  assert.match(textOf(step(withCamera, 'obs-user')), /Owner/);
});

test('V13 and V14 get OBS Utils 4.5.0 and Ethereal Plane 3.3.0 with the current pages; V14 adds the OBS browser-source caveat', () => {
  for (const foundry of [13, 14] as const) {
    const checklist = buildChecklist(answers({foundry}));
    assert.match(plain(step(checklist, 'obs-utils-install').text), /Install OBS Utils 4\.5\.0/);
    assert.match(plain(step(checklist, 'ethereal-plane-install').text), /Install Ethereal Plane 3\.3\.0/);
    assert.equal(step(checklist, 'obs-utils-read').links[0]!.to, '/obs-utils/getting-started');
    assert.equal(ids(checklist).includes('obs-v14'), foundry === 14);
  }
  assert.deepEqual(
    step(buildChecklist(answers({foundry: 14})), 'obs-v14').links.map((l) => l.to),
    ['/obs-utils/getting-started#foundry-v14-inside-obs', '/obs-utils/manual-mode'],
  );
  // With the build known, no "needs 13.344" line.
  assert.doesNotMatch(
    textOf(step(buildChecklist(answers({foundry: 13, build: '351'})), 'obs-utils-install')),
    /13\.344/,
  );
});

test('V12 gets the last V12 releases: OBS Utils 3.6.2 without pages here, Ethereal Plane 3.2.0 following the 3.0.2 pages', () => {
  const checklist = buildChecklist(answers({foundry: 12, features: ['rolls', 'polls', 'triggers', 'midi-qol']}));
  const obsInstall = step(checklist, 'obs-utils-install');
  assert.match(plain(obsInstall.text), /Install OBS Utils 3\.6\.2/);
  assert.match(textOf(obsInstall), /releases\/download\/3\.6\.2\/module\.json/);
  assert.match(textOf(obsInstall), /will offer 4\.5\.0, which does not run on Foundry V12: decline it/);
  assert.match(
    plain(step(checklist, 'obs-utils-read').text),
    /No pages on this site describe OBS Utils 3\.6\.2.*leaves out the other OBS Utils steps/,
  );
  assert.deepEqual(
    ids(checklist).filter((id) => id.startsWith('obs-') && !id.startsWith('obs-utils-')),
    [],
    'no OBS Utils step without pages to follow',
  );
  const epInstall = step(checklist, 'ethereal-plane-install');
  assert.match(plain(epInstall.text), /Install Ethereal Plane 3\.2\.0/);
  assert.match(textOf(epInstall), /releases\/download\/3\.2\.0\/module\.json/);
  assert.match(plain(step(checklist, 'ethereal-plane-read').text), /follow the pages of 3\.0\.2/);
  // The troubleshooters list the current releases' issues only: no link to them for 3.2.0.
  assert.ok(
    stepsOf(checklist).every((x) => x.links.every((l) => !/troubleshooting/.test(l.to))),
    'no troubleshooter link for a release the current pages do not describe',
  );
  // Every Ethereal Plane step after the install links to the 3.0.2 pages (the Releases page aside).
  for (const s of stepsOf(checklist).filter(
    (x) => x.module === 'ethereal-plane' && x.id !== 'ethereal-plane-install',
  )) {
    for (const l of s.links) {
      if (l.to === '/ethereal-plane/releases') continue;
      assert.match(l.to, /^\/ethereal-plane\/3\.0\.2\//, `${s.id}: ${l.to}`);
    }
  }
  assert.equal(
    step(checklist, 'ethereal-plane-account').links[0]!.to,
    '/ethereal-plane/3.0.2/quick-start#open-the-setup-menu',
  );
  assert.equal(
    step(checklist, 'ethereal-plane-polls').links[0]!.to,
    '/ethereal-plane/3.0.2/polls#open-the-poll-window',
  );
});

test('V11 gets what fits (OBS Utils 3.6.2, Ethereal Plane 2.3.1) and no steps from pages that do not run there', () => {
  const checklist = buildChecklist(answers({foundry: 11}));
  assert.match(plain(step(checklist, 'obs-utils-install').text), /OBS Utils 3\.6\.2/);
  assert.match(plain(step(checklist, 'ethereal-plane-install').text), /Ethereal Plane 2\.3\.1/);
  assert.deepEqual(ids(checklist), [
    'obs-utils-install',
    'ethereal-plane-install',
    'obs-utils-read',
    'ethereal-plane-read',
  ]);
});

test('a V13 build below 13.344 gets "no release of OBS Utils supports" it, with the build its releases need', () => {
  const checklist = buildChecklist(answers({foundry: 13, build: '343'}));
  const none = step(checklist, 'obs-utils-no-release');
  assert.equal(plain(none.text), 'No release of OBS Utils supports Foundry 13.343.');
  assert.deepEqual(none.details.map(plain), ['Its releases for Foundry V13 need 13.344 or later.']);
  assert.ok(!ids(checklist).some((id) => id.startsWith('obs-') && id !== 'obs-utils-no-release'));
  assert.match(plain(step(checklist, 'ethereal-plane-install').text), /Ethereal Plane 3\.3\.0/);
});

test("the browser-source URLs use the reader's address, and a wrong or missing one gives no URL at all", () => {
  const both = {shows: ['camera', 'overlays'] as PlanAnswers['shows']};
  const lan = buildChecklist(answers({...both, host: 'lan', address: 'http://192.168.1.20:30000/game'}));
  assert.deepEqual(
    codesOf(lan)
      .filter((c) => c.code.includes('192.168'))
      .map((c) => c.code),
    ['http://192.168.1.20:30000/game', 'http://192.168.1.20:30000/stream'],
  );
  const hosted = buildChecklist(answers({...both, host: 'hosted', address: 'https://vtt.example.org/foundry'}));
  assert.deepEqual(
    codesOf(hosted)
      .filter((c) => c.code.includes('example.org'))
      .map((c) => c.code),
    ['https://vtt.example.org/foundry/game', 'https://vtt.example.org/foundry/stream'],
  );
  for (const [host, address] of [
    ['lan', 'localhost:30000'],
    ['hosted', ''],
    ['local', 'ftp://example.org'],
  ] as const) {
    const checklist = buildChecklist(answers({...both, host, address}));
    const urls = codesOf(checklist).filter((c) => /\/(game|stream)$/.test(c.code));
    assert.deepEqual(urls, [{code: '/game'}, {code: '/stream'}], `${host} "${address}": only the page names, no URL`);
    assert.match(textOf(step(checklist, 'obs-source-game')), /Enter a valid Foundry address above/);
  }
});

test('browser-source scene switching: page permission exactly level 4, WebSocket left off, and the dropdown caveat', () => {
  const checklist = buildChecklist(answers({shows: [], switching: 'browser'}));
  assert.match(
    textOf(step(checklist, 'obs-source-game')),
    /Advanced access to OBS \(Change scenes, Start\/Stop replay buffer, etc\.\)/,
  );
  assert.match(textOf(step(checklist, 'obs-browser-switching')), /Switch Scene/);
  assert.ok(!ids(checklist).includes('obs-websocket-enable'));
  assert.ok(!ids(checklist).includes('obs-director'));
});

test('every possible checklist is well formed: known sections, unique steps, each linking to a page of this site, no stray values', () => {
  let count = 0;
  const started = Date.now();
  for (const a of allAnswers()) {
    const checklist = buildChecklist(a);
    const steps = stepsOf(checklist);
    const stepIds = steps.map((s) => s.id);
    assert.equal(new Set(stepIds).size, stepIds.length, `unique steps for ${JSON.stringify(a)}`);
    for (const s of steps) {
      assert.ok(s.links.length > 0, `${s.id} links to its section`);
      for (const l of s.links) assert.match(l.to, /^\/(obs-utils|ethereal-plane)\/[a-z0-9./-]*(#[a-z0-9-]+)?$/, l.to);
      const text = textOf(s);
      assert.doesNotMatch(text, /undefined|null|NaN|\[object/, s.id);
    }
    for (const c of codesOf(checklist)) {
      if (/^https?:/.test(c.code)) assert.doesNotThrow(() => new URL(c.code), c.code);
    }
    // Each module chosen gets its install (or "no release") step.
    for (const module of a.modules)
      assert.ok(stepIds.some((id) => id.startsWith(`${module}-install`) || id === `${module}-no-release`));
    count += 1;
  }
  assert.ok(count > 20_000, `${count} checklists built in ${Date.now() - started} ms`);
});

test('Copy as Markdown: summary, a link back, each section and step numbered on, details and absolute links', () => {
  const checklist = buildChecklist(EXAMPLE);
  const markdown = checklistToMarkdown(
    checklist,
    'https://docs.void.monster',
    'https://docs.void.monster/plan?foundry=13',
  );
  const lines = markdown.split('\n');
  assert.equal(lines[0], '# Setup checklist');
  assert.ok(lines.includes(`Made with the setup planner: <https://docs.void.monster/plan?foundry=13>`));
  assert.ok(lines.includes('## Install'));
  assert.ok(lines.includes('## What the stream shows and does'));
  const numbers = lines.filter((l) => /^\d+\. /.test(l)).map((l) => Number(l.split('.')[0]));
  assert.deepEqual(
    numbers,
    stepsOf(checklist).map((_, i) => i + 1),
  );
  assert.ok(markdown.includes('`http://localhost:30000/game`'));
  assert.ok(
    markdown.includes(
      '[Use a dedicated streaming user](https://docs.void.monster/obs-utils/getting-started#use-a-dedicated-streaming-user)',
    ),
  );
  assert.ok(markdown.includes('**Enable OBS Websocket?**'));
  // Running text that looks like Markdown is escaped.
  assert.ok(!/[^\\]\*[^*]/.test(lines.filter((l) => l.startsWith('Foundry V13')).join('')));
});
