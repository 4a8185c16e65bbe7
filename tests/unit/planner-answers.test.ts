import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_ANSWERS,
  QUESTIONS,
  QUESTION_KEYS,
  checkBuild,
  fromQuery,
  toQuery,
  type PlanAnswers,
} from '../../src/components/Planner/answers';
import {checkAddress, effectiveAddress, LOCAL_DEFAULT_ADDRESS} from '../../src/components/Planner/address';
import {allAnswers} from '../lib/plannerCombos';

const EXAMPLE: PlanAnswers = {
  foundry: 13,
  build: '351',
  host: 'lan',
  address: 'http://192.168.1.20:30000/game?x=1&y=2#top',
  modules: ['obs-utils', 'ethereal-plane'],
  shows: ['overlays'],
  switching: 'websocket',
  platform: 'twitch',
  features: ['polls'],
};

test('answers survive the round trip through the query string, with every parameter written', () => {
  const query = toQuery(EXAMPLE);
  assert.equal(
    query,
    'foundry=13&build=351&host=lan&address=http%3A%2F%2F192.168.1.20%3A30000%2Fgame%3Fx%3D1%26y%3D2%23top&modules=obs-utils%2Cethereal-plane&show=overlays&switch=websocket&chat=twitch&features=polls',
  );
  assert.deepEqual(fromQuery(query), {answers: EXAMPLE, found: true, problems: []});
  assert.deepEqual(fromQuery(`?${query}`).answers, EXAMPLE, 'a leading ? is fine');
  assert.deepEqual(fromQuery(toQuery(DEFAULT_ANSWERS)).answers, DEFAULT_ANSWERS);
});

test('every set of answers the form can produce survives the round trip', () => {
  let count = 0;
  for (const answers of allAnswers()) {
    assert.deepEqual(fromQuery(toQuery(answers)).answers, answers);
    count += 1;
  }
  assert.ok(count > 20_000, `${count} sets of answers`);
});

test('each question has its own parameter, and the URL writes them in the order of the table', () => {
  const params = QUESTION_KEYS.map((key) => QUESTIONS[key].param);
  assert.equal(new Set(params).size, params.length);
  assert.deepEqual([...new URLSearchParams(toQuery(DEFAULT_ANSWERS)).keys()], params);
});

test('lists are written in a fixed order whatever the order of the choices', () => {
  const a = toQuery({...EXAMPLE, features: ['triggers', 'rolls'], modules: ['ethereal-plane', 'obs-utils']});
  const b = toQuery({...EXAMPLE, features: ['rolls', 'triggers'], modules: ['obs-utils', 'ethereal-plane']});
  assert.equal(a, b);
});

test('a query without planner parameters is not found and gives the defaults without complaint', () => {
  assert.deepEqual(fromQuery(''), {answers: DEFAULT_ANSWERS, found: false, problems: []});
  assert.deepEqual(fromQuery('?utm_source=discord'), {answers: DEFAULT_ANSWERS, found: false, problems: []});
});

test('garbage in the query resets only the unreadable answers to their defaults and names each one', () => {
  const read = fromQuery(
    'foundry=99&host=moon&modules=obs-utils,nope&show=camera&switch=telepathy&chat=twitch&features=rolls,,polls',
  );
  assert.equal(read.found, true);
  assert.deepEqual(read.answers, {...DEFAULT_ANSWERS, shows: ['camera']});
  assert.deepEqual(read.problems, [
    'foundry: "99"',
    'host: "moon"',
    'modules: "obs-utils,nope"',
    'switch: "telepathy"',
    'features: "rolls,,polls"',
  ]);
  const long = fromQuery(`address=${'x'.repeat(500)}`);
  assert.equal(long.answers.address, '');
  assert.match(long.problems[0]!, /^address: "x{40}…"$/);
  // Broken percent-encoding and odd characters never throw.
  assert.doesNotThrow(() => fromQuery('address=%E0%A4%A&foundry=%ZZ'));
  assert.equal(fromQuery('address=%E0%A4%A&foundry=%ZZ').answers.foundry, DEFAULT_ANSWERS.foundry);
});

test('an empty list is a choice of nothing, not a problem', () => {
  const read = fromQuery('modules=&features=');
  assert.deepEqual(read.answers.modules, []);
  assert.deepEqual(read.answers.features, []);
  assert.deepEqual(read.problems, []);
});

test('the build is a number, optionally written with its generation', () => {
  assert.deepEqual(checkBuild('', 13), {state: 'empty'});
  assert.deepEqual(checkBuild(' 351 ', 13), {state: 'ok', build: 351});
  assert.deepEqual(checkBuild('13.351', 13), {state: 'ok', build: 351});
  assert.equal(checkBuild('12.331', 13).state, 'error');
  assert.equal(checkBuild('build 351', 13).state, 'error');
  assert.equal(checkBuild('12345', 13).state, 'error');
});

test('a valid address gives the base of the URLs: scheme, host and port, nothing else', () => {
  assert.deepEqual(checkAddress('http://localhost:30000', 'local'), {
    state: 'ok',
    base: 'http://localhost:30000',
    notes: [],
  });
  assert.deepEqual(checkAddress('  HTTPS://Foundry.Example.com/  ', 'hosted'), {
    state: 'ok',
    base: 'https://foundry.example.com',
    notes: [],
  });
  assert.deepEqual(checkAddress('http://192.168.1.20:30000', 'lan'), {
    state: 'ok',
    base: 'http://192.168.1.20:30000',
    notes: [],
  });
  assert.deepEqual(checkAddress('http://[::1]:30000', 'local'), {state: 'ok', base: 'http://[::1]:30000', notes: []});
});

test('a Foundry page, a query or a fragment is removed from the address, and the reader is told', () => {
  const check = checkAddress('http://192.168.1.20:30000/game?x=1#top', 'lan');
  assert.equal(check.state, 'ok');
  if (check.state !== 'ok') return;
  assert.equal(check.base, 'http://192.168.1.20:30000');
  assert.deepEqual(check.notes, [
    'Removed ?x=1 from the address: the URLs below do not need it.',
    'Removed #top from the address: the URLs below do not need it.',
    'Removed /game from the end of the address: the checklist adds /game and /stream itself.',
  ]);
  const join = checkAddress('https://vtt.example.org/join', 'hosted');
  assert.equal(join.state === 'ok' && join.base, 'https://vtt.example.org');
});

test('any other path is kept in front of /game and /stream, and the reader is told', () => {
  const check = checkAddress('https://example.org/foundry/', 'hosted');
  assert.equal(check.state, 'ok');
  if (check.state !== 'ok') return;
  assert.equal(check.base, 'https://example.org/foundry');
  assert.deepEqual(check.notes, ['Kept the path /foundry: the checklist puts /game and /stream after it.']);
});

test('localhost for a Foundry on another computer is accepted with a warning', () => {
  const check = checkAddress('http://localhost:30000', 'lan');
  assert.equal(check.state, 'ok');
  assert.match(check.state === 'ok' ? check.notes.join(' ') : '', /means the computer that runs OBS/);
});

test('an address typed without a scheme is repaired, with a note: http:// for a local name or an IP address, https:// for a host name on the internet', () => {
  const HTTP =
    'Added http:// in front of the address, since it is a local name or an IP address. If you open Foundry with https://, type https:// yourself.';
  const HTTPS =
    'Added https:// in front of the address, since it is a host name on the internet. If you open Foundry with http://, type http:// yourself.';
  const cases: [string, 'local' | 'lan' | 'hosted', string, string][] = [
    ['localhost:30000', 'local', 'http://localhost:30000', HTTP],
    ['localhost:30000/', 'local', 'http://localhost:30000', HTTP],
    ['127.0.0.1:30000', 'local', 'http://127.0.0.1:30000', HTTP],
    ['[::1]:30000', 'local', 'http://[::1]:30000', HTTP],
    ['192.168.1.5:30000', 'lan', 'http://192.168.1.5:30000', HTTP],
    ['10.0.0.7:30000/', 'lan', 'http://10.0.0.7:30000', HTTP],
    ['gaming-pc:30000', 'lan', 'http://gaming-pc:30000', HTTP],
    ['foundry.local:30000', 'lan', 'http://foundry.local:30000', HTTP],
    ['my.forge-vtt.com', 'hosted', 'https://my.forge-vtt.com', HTTPS],
    ['My.Forge-VTT.com/', 'hosted', 'https://my.forge-vtt.com', HTTPS],
  ];
  for (const [input, host, base, note] of cases) {
    assert.deepEqual(checkAddress(input, host), {state: 'ok', base, notes: [note]}, input);
    assert.deepEqual(effectiveAddress(checkAddress(input, host), host), {base, assumed: false}, input);
  }
  // The other repairs still apply, each with its note.
  assert.deepEqual(checkAddress('my.forge-vtt.com/game', 'hosted'), {
    state: 'ok',
    base: 'https://my.forge-vtt.com',
    notes: [HTTPS, 'Removed /game from the end of the address: the checklist adds /game and /stream itself.'],
  });
  const loopback = checkAddress('localhost:30000', 'hosted');
  assert.equal(loopback.state === 'ok' && loopback.base, 'http://localhost:30000');
  assert.match(loopback.state === 'ok' ? loopback.notes.join(' ') : '', /means the computer that runs OBS/);
  // An address with its scheme gets no such note.
  assert.deepEqual(checkAddress('http://localhost:30000/', 'local'), {
    state: 'ok',
    base: 'http://localhost:30000',
    notes: [],
  });
});

test('a wrong address gets a message and no URL', () => {
  const cases: [string, RegExp][] = [
    ['ftp://example.org', /ftp:\/\/ cannot be opened/],
    ['ws://localhost:4455', /ws:\/\/ cannot be opened/],
    [
      'javascript:alert(1)',
      /Use an http:\/\/ or https:\/\/ address, for example http:\/\/192\.168\.1\.20:30000; javascript: cannot be opened/,
    ],
    ['data:text/plain,hi', /data: cannot be opened/],
    ['http:/localhost:30000', /two slashes after the scheme/],
    ['http://local host:30000', /no spaces/],
    ['foo bar', /no spaces/],
    ['http://localhost:99999', /not a valid web address/],
    ['localhost:99999', /not a valid web address/],
    ['http://', /not a valid web address/],
    ['https://user:secret@example.org', /user name and password/],
    ['user:secret@example.org', /user name and password/],
  ];
  for (const [input, message] of cases) {
    const check = checkAddress(input, 'lan');
    assert.equal(check.state, 'error', input);
    assert.match(check.state === 'error' ? check.message : '', message, input);
    assert.equal(effectiveAddress(check, 'lan'), null, `${input} gives no address to build URLs from`);
    assert.equal(effectiveAddress(check, 'local'), null, `${input} is not replaced by the default either`);
  }
});

test('with nothing typed, Foundry on this computer is assumed at its default address; elsewhere nothing is', () => {
  assert.deepEqual(effectiveAddress(checkAddress('', 'local'), 'local'), {base: LOCAL_DEFAULT_ADDRESS, assumed: true});
  assert.equal(effectiveAddress(checkAddress('   ', 'lan'), 'lan'), null);
  assert.equal(effectiveAddress(checkAddress('', 'hosted'), 'hosted'), null);
  assert.deepEqual(effectiveAddress(checkAddress('http://pc:30000', 'lan'), 'lan'), {
    base: 'http://pc:30000',
    assumed: false,
  });
});
