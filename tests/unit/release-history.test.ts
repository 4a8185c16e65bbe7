import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../../src/constants';
import {latestManifestUrl, pinnedManifestUrl} from '../../src/releaseHistory/releases';
import {olderVersionsOf} from '../../src/releaseHistory/docsReleases';
import {releasesJsonSchema, validateReleaseHistory} from '../../src/releaseHistory/schema';
import {RELEASES_DATA_FILE, RELEASES_LOADER_OPTIONS} from '../../src/releaseHistory/plugin';
import type {CheckedJsonOptions} from '../../src/checkedJson/plugin';
import {judgeReleaseWorkflow, type ReleaseWorkflowInput} from '../../src/releaseHistory/releaseWorkflow';
import {RELEASES_SCHEMA_PATH} from '../../scripts/releases-schema';
import {
  CURRENT_RELEASES,
  OLDER_DOCS_VERSIONS,
  RELEASES_JSON_FILE,
  RELEASES_SCHEMA_FILE,
  RELEASES_SCHEMA_REF,
  RELEASE_HISTORY,
  RELEASE_HISTORY_SCHEMA_VERSION,
  allReleasesOf,
  compareVersions,
  docsOf,
  foundryMajors,
  nearestDocumentedRelease,
  newestReleaseFor,
  parseFoundryVersion,
  releaseOf,
  releaseTable,
  releasesOf,
  supports,
  type ReleaseRecord,
} from '../../src/releaseHistory';

const versionsOf = (records: ReleaseRecord[]) => records.map((r) => r.version);

const SITE = path.resolve(__dirname, '../..');
const STATIC_DIR = path.join(SITE, 'static');
/** The files as committed (and served byte for byte), not the imported module. */
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(STATIC_DIR, file), 'utf8'));
const DATA = readJson(RELEASES_JSON_FILE) as Record<string, unknown>;
const SCHEMA = readJson(RELEASES_SCHEMA_FILE) as Record<string, unknown>;
/** How the messages name the data file. */
const DATA_NAME = `static/${RELEASES_JSON_FILE}`;

/** The releases whose pinned manifest would not install, by the workflows at their tags (review, section 1.2). */
const NOT_INSTALLABLE: Record<VersionedDocsSetId, string[]> = {
  'obs-utils': ['3.3.1'],
  'ethereal-plane': ['0.1.0', '0.1.1', '2.2.0'],
};

test('release numbers sort by their numbers, a missing part counting as 0 and the shorter form first', () => {
  const shuffled = ['4.2.3', '4.2.2.1', '1.3.0', '10.0.0', '4.2.2', '1.3', '2.10.0', '2.9.1'];
  assert.deepEqual([...shuffled].sort(compareVersions), [
    '1.3',
    '1.3.0',
    '2.9.1',
    '2.10.0',
    '4.2.2',
    '4.2.2.1',
    '4.2.3',
    '10.0.0',
  ]);
  assert.deepEqual(parseFoundryVersion('13.344'), {major: 13, build: 344});
  assert.deepEqual(parseFoundryVersion('12'), {major: 12});
  assert.equal(parseFoundryVersion('V12'), null);
  assert.equal(parseFoundryVersion(undefined), null);
});

for (const docsSet of VERSIONED_DOCS_SETS) {
  const history = RELEASE_HISTORY.modules[docsSet];

  test(`${docsSet}: the releases are sorted by release number, each once, and their dates never go back`, () => {
    const versions = versionsOf(history.releases);
    assert.deepEqual(versions, [...versions].sort(compareVersions));
    assert.equal(new Set(versions).size, versions.length, 'no duplicates');
    for (let i = 1; i < versions.length; i += 1) {
      assert.ok(compareVersions(versions[i - 1]!, versions[i]!) < 0, `${versions[i - 1]} before ${versions[i]}`);
      const [before, after] = [history.releases[i - 1]!, history.releases[i]!];
      assert.ok(before.date <= after.date, `${before.version} (${before.date}) is not after ${after.version}`);
    }
  });

  test(`${docsSet}: every included tag has exactly one entry and every entry is an included tag; no tag is both included and skipped`, () => {
    assert.deepEqual(versionsOf(history.releases), history.includedTags);
    const skipped = history.skippedTags.map((s) => s.tag);
    assert.deepEqual(
      skipped.filter((tag) => history.includedTags.includes(tag)),
      [],
    );
    assert.equal(new Set(skipped).size, skipped.length);
    for (const s of history.skippedTags) {
      assert.match(s.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(s.reason.length > 20, `a reason for skipping ${s.tag}`);
    }
  });

  test(`${docsSet}: each entry's fields are well formed (dates, versions, Foundry versions, required modules, URLs)`, () => {
    for (const r of history.releases) {
      assert.match(r.version, /^\d+(\.\d+){1,3}$/, r.version);
      assert.match(r.date, /^\d{4}-\d{2}-\d{2}$/, `${r.version} date`);
      assert.ok(!Number.isNaN(Date.parse(`${r.date}T00:00:00Z`)), `${r.version} date is a real day`);
      assert.ok(r.date >= '2022-01-01' && r.date <= '2030-12-31', `${r.version} date ${r.date} is plausible`);
      for (const [field, value] of Object.entries(r.compatibility)) {
        assert.ok(['minimum', 'verified', 'maximum'].includes(field), `${r.version}: unknown field ${field}`);
        assert.ok(parseFoundryVersion(value), `${r.version} ${field} "${value}" reads as a Foundry version`);
      }
      assert.ok(r.compatibility.minimum, `${r.version} names a minimum`);
      assert.ok(
        r.compatibility.maximum ?? r.compatibility.verified,
        `${r.version} names a maximum or a verified version`,
      );
      for (const module of r.requires) assert.match(module.id, /^[a-z0-9-]+$/, `${r.version} requires "${module.id}"`);
      assert.equal(r.manifestUrl, pinnedManifestUrl(docsSet, r.version));
      const url = new URL(r.manifestUrl);
      assert.equal(url.protocol, 'https:');
      assert.equal(url.hostname, 'github.com');
      assert.equal(url.pathname, `${new URL(history.repository).pathname}/releases/download/${r.version}/module.json`);
      assert.match(r.manifestFile, /(^|\/)module\.json$/);
      if (r.releaseWorkflow !== null) assert.match(r.releaseWorkflow, /^\.github\/workflows\/[\w.-]+\.ya?ml$/);
      assert.equal(typeof r.installable, 'boolean', `${r.version} installable`);
    }
  });

  test(`${docsSet}: a release is not installable exactly where its workflow publishes a broken manifest or none, and says why`, () => {
    const notInstallable = history.releases.filter((r) => !r.installable);
    assert.deepEqual(versionsOf(notInstallable), NOT_INSTALLABLE[docsSet]);
    for (const r of history.releases) {
      if (r.installable) {
        assert.equal(r.notInstallableBecause, undefined, `${r.version}: an installable release has no reason`);
        assert.ok(r.releaseWorkflow, `${r.version}: an installable release has a workflow that attaches module.json`);
      } else {
        assert.ok((r.notInstallableBecause ?? '').length > 40, `${r.version} says why it is not installable`);
      }
    }
    for (const r of notInstallable) {
      if (r.releaseWorkflow === null) {
        assert.match(r.notInstallableBecause!, /^No workflow at the tag attaches module\.json/);
      } else {
        assert.ok(r.notInstallableBecause!.includes(`${history.repository}/releases/download//module.zip`), r.version);
        assert.ok(r.notInstallableBecause!.includes('github.event.release.tag_name'), r.version);
      }
    }
  });

  test(`${docsSet}: the update manifest URL is the module's releases/latest URL, the one src/releaseHistory/releases.ts builds`, () => {
    assert.equal(history.manifestUpdateUrl, latestManifestUrl(docsSet));
    const url = new URL(history.manifestUpdateUrl);
    assert.equal(url.protocol, 'https:');
    assert.equal(url.pathname, `${new URL(history.repository).pathname}/releases/latest/download/module.json`);
  });

  test(`${docsSet}: CURRENT_RELEASES is the documented release, the newest, with its record's date, compatibility and required modules`, () => {
    const current = CURRENT_RELEASES[docsSet];
    assert.equal(current.version, RELEASE_HISTORY.documented[docsSet]);
    const record = releaseOf(docsSet, current.version);
    assert.ok(record, `${current.version} is in the data`);
    assert.equal(history.releases.at(-1)!.version, current.version, 'the current release is the newest');
    assert.equal(record.installable, true, 'the current release installs');
    assert.equal(record.date, current.date);
    assert.deepEqual(record.compatibility, current.compatibility);
    assert.deepEqual(
      record.requires.map((m) => m.id),
      current.requires.map((m) => m.id),
    );
  });

  test(`${docsSet}: every older docs version is a release in the data`, () => {
    assert.deepEqual([...OLDER_DOCS_VERSIONS[docsSet]], olderVersionsOf(docsSet));
    for (const version of OLDER_DOCS_VERSIONS[docsSet]) assert.ok(releaseOf(docsSet, version), version);
  });
}

test('OBS Utils: the skipped tags are the workflow tests and the out-of-sequence 10.0.0, and the four-part tags are releases', () => {
  const obs = RELEASE_HISTORY.modules['obs-utils'];
  assert.deepEqual(obs.skippedTags.map((s) => s.tag).sort(), [
    '0.0.0',
    '0.0.0.0',
    '0.1.0',
    '10.0.0',
    'test',
    'test0.1',
    'test2',
    'test3',
    'test4',
    'test5',
  ]);
  assert.ok(obs.includedTags.includes('4.2.2.1') && obs.includedTags.includes('4.2.3.1'));
  assert.equal(obs.releases.length + obs.skippedTags.length, 101, 'every tag of the repository is accounted for');
  assert.equal(RELEASE_HISTORY.modules['ethereal-plane'].releases.length, 41);
});

test('a release supports a Foundry version from its minimum (build included) up to its maximum generation', () => {
  const obs450 = releaseOf('obs-utils', '4.5.0')!; // 13.344 – 14
  assert.equal(supports(obs450, 12), false);
  assert.equal(supports(obs450, 13), true, 'V13 without a build counts; the build is named separately');
  assert.equal(supports(obs450, 13, 343), false);
  assert.equal(supports(obs450, 13, 344), true);
  assert.equal(supports(obs450, 14), true);
  assert.equal(supports(obs450, 14, 360), true);
  assert.equal(supports(obs450, 15), false);
  // A manifest without a maximum counts up to its verified version only.
  const noMaximum: ReleaseRecord = {...obs450, compatibility: {minimum: '10', verified: '10'}};
  assert.equal(supports(noMaximum, 10), true);
  assert.equal(supports(noMaximum, 11), false);
  const buildMaximum: ReleaseRecord = {...obs450, compatibility: {minimum: '12', maximum: '13.351'}};
  assert.equal(supports(buildMaximum, 13, 351), true);
  assert.equal(supports(buildMaximum, 13, 352), false);
});

test('newest release per Foundry version: V13 and V14 get the current releases, V12 the last V12 releases, V11 what fits', () => {
  assert.equal(newestReleaseFor('obs-utils', 14)?.version, '4.5.0');
  assert.equal(newestReleaseFor('obs-utils', 13)?.version, '4.5.0');
  assert.equal(newestReleaseFor('obs-utils', 13, 344)?.version, '4.5.0');
  assert.equal(newestReleaseFor('obs-utils', 13, 343), null, 'no OBS Utils release supports V13 before build 344');
  assert.equal(newestReleaseFor('obs-utils', 12)?.version, '3.6.2');
  assert.equal(newestReleaseFor('obs-utils', 11)?.version, '3.6.2');
  assert.equal(newestReleaseFor('obs-utils', 10)?.version, '2.7.0');
  assert.equal(newestReleaseFor('obs-utils', 9), null);
  assert.equal(newestReleaseFor('ethereal-plane', 14)?.version, '3.3.0');
  assert.equal(newestReleaseFor('ethereal-plane', 13)?.version, '3.3.0');
  assert.equal(newestReleaseFor('ethereal-plane', 12)?.version, '3.2.0');
  assert.equal(newestReleaseFor('ethereal-plane', 11)?.version, '2.3.1');
  assert.equal(newestReleaseFor('ethereal-plane', 10)?.version, '2.1.0');
});

test('the table has one row per Foundry generation from V10 to V14, each with the newest release and its docs', () => {
  assert.deepEqual(foundryMajors(), [10, 11, 12, 13, 14]);
  const obs = releaseTable('obs-utils');
  assert.deepEqual(
    obs.map((row) => [row.major, row.release?.version, row.minimumBuild, row.docs.kind]),
    [
      [10, '2.7.0', undefined, 'none'],
      [11, '3.6.2', undefined, 'older'],
      [12, '3.6.2', undefined, 'older'],
      [13, '4.5.0', 344, 'current'],
      [14, '4.5.0', undefined, 'current'],
    ],
  );
  const ep = releaseTable('ethereal-plane');
  assert.deepEqual(
    ep.map((row) => [row.major, row.release?.version, row.docs.kind]),
    [
      [10, '2.1.0', 'none'],
      [11, '2.3.1', 'none'],
      [12, '3.2.0', 'older'],
      [13, '3.3.0', 'current'],
      [14, '3.3.0', 'current'],
    ],
  );
});

test('docs of a release: the current one at /<set>/, an older docs version at /<set>/<version>/, otherwise none', () => {
  assert.deepEqual(docsOf('obs-utils', '4.5.0'), {kind: 'current', version: '4.5.0', path: '/obs-utils/'});
  assert.deepEqual(docsOf('obs-utils', '4.1.2'), {kind: 'older', version: '4.1.2', path: '/obs-utils/4.1.2/'});
  assert.deepEqual(docsOf('ethereal-plane', '3.0.2'), {
    kind: 'older',
    version: '3.0.2',
    path: '/ethereal-plane/3.0.2/',
  });
  assert.deepEqual(docsOf('ethereal-plane', '3.2.0'), {
    kind: 'older',
    version: '3.2.0',
    path: '/ethereal-plane/3.2.0/',
  });
  assert.deepEqual(docsOf('obs-utils', '3.6.2'), {kind: 'older', version: '3.6.2', path: '/obs-utils/3.6.2/'});
  assert.deepEqual(docsOf('obs-utils', '2.7.0'), {kind: 'none'});
  // Each Foundry generation from V11 on installs a documented release of each module, except Ethereal Plane on V11.
  assert.equal(nearestDocumentedRelease('ethereal-plane', releaseOf('ethereal-plane', '3.2.0')!, 12)?.version, '3.2.0');
  assert.equal(nearestDocumentedRelease('obs-utils', releaseOf('obs-utils', '3.6.2')!, 12)?.version, '3.6.2');
  assert.equal(nearestDocumentedRelease('ethereal-plane', releaseOf('ethereal-plane', '2.3.1')!, 11), null);
  assert.equal(nearestDocumentedRelease('obs-utils', releaseOf('obs-utils', '4.5.0')!, 13)?.version, '4.5.0');
});

test('the data covers both modules and nothing else', () => {
  assert.deepEqual(Object.keys(RELEASE_HISTORY.modules).sort(), [...VERSIONED_DOCS_SETS].sort());
  for (const docsSet of VERSIONED_DOCS_SETS) assert.ok(releasesOf(docsSet).length > 0);
});

test('the committed releases.json passes the zod schema, and releases.schema.json is the JSON Schema generated from it', () => {
  assert.deepEqual(validateReleaseHistory(DATA, DATA_NAME), DATA);
  assert.deepEqual(DATA, RELEASE_HISTORY, 'the site and the served file hold the same data');
  assert.equal(path.join(STATIC_DIR, RELEASES_SCHEMA_FILE), RELEASES_SCHEMA_PATH);
  assert.deepEqual(SCHEMA, releasesJsonSchema(), 'run npx tsx scripts/releases-schema.ts');
  assert.equal(SCHEMA.$schema, 'https://json-schema.org/draft/2020-12/schema');
});

test('documented names the release of each module that its current pages describe', () => {
  assert.deepEqual(DATA.documented, {'obs-utils': '4.5.0', 'ethereal-plane': '3.3.0'});
  assert.deepEqual(
    Object.keys(DATA).slice(3, 5),
    ['manifestUpdateNote', 'documented'],
    'right after manifestUpdateNote',
  );
  for (const docsSet of VERSIONED_DOCS_SETS) {
    assert.equal(RELEASE_HISTORY.documented[docsSet], CURRENT_RELEASES[docsSet].version);
    assert.ok(releaseOf(docsSet, RELEASE_HISTORY.documented[docsSet]), `${docsSet}: an installable release`);
  }
});

test('the data names its schema and shape version at the top; the schema is served beside it', () => {
  assert.deepEqual(Object.keys(DATA).slice(0, 2), ['$schema', 'schemaVersion']);
  assert.equal(DATA.$schema, RELEASES_SCHEMA_REF);
  assert.equal(DATA.$schema, './releases.schema.json');
  assert.ok(Number.isInteger(DATA.schemaVersion));
  assert.equal(DATA.schemaVersion, RELEASE_HISTORY_SCHEMA_VERSION);
  const properties = SCHEMA.properties as Record<string, {const?: unknown}>;
  assert.equal(properties.schemaVersion!.const, RELEASE_HISTORY_SCHEMA_VERSION);
  // Relative, so it resolves beside the data under any SITE_URL and BASE_URL, and in the repository.
  for (const [served, schema] of [
    ['https://docs.void.monster/releases.json', 'https://docs.void.monster/releases.schema.json'],
    ['https://example.org/docs/releases.json', 'https://example.org/docs/releases.schema.json'],
  ]) {
    assert.equal(new URL(DATA.$schema as string, served).href, schema);
  }
  assert.ok(fs.existsSync(path.resolve(STATIC_DIR, DATA.$schema as string)));
});

test('manifestUpdateUrl is a URL wherever it appears; the sentence lives in manifestUpdateNote', () => {
  assert.equal('manifestUpdateUrl' in DATA, false, 'no top-level manifestUpdateUrl');
  assert.equal(typeof DATA.manifestUpdateNote, 'string');
  const modules = DATA.modules as Record<string, Record<string, unknown>>;
  for (const docsSet of VERSIONED_DOCS_SETS) {
    const value = modules[docsSet]!.manifestUpdateUrl;
    assert.equal(typeof value, 'string');
    assert.doesNotThrow(() => new URL(value as string), `${docsSet}: ${String(value)}`);
  }
});

/** The data as a test breaks it: any member may be set or removed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** The lines of validateReleaseHistory's error for `data` (without the heading), or null when it passes. */
function problemsOf(data: unknown): string[] | null {
  try {
    validateReleaseHistory(data, DATA_NAME);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
}

test('the schema is strict: it refuses a missing or wrong version, unknown fields, prose in a URL field and a non-installable release without a reason', () => {
  const copy = () => structuredClone(DATA) as Loose;
  const obs = (data: Loose) => data.modules['obs-utils'];
  const firstRelease = (data: Loose) => obs(data).releases[0];
  const first = 'modules.obs-utils.releases[0]';
  const broken: [string, (data: Loose) => void, string][] = [
    ['no schemaVersion', (d) => delete d.schemaVersion, 'schemaVersion'],
    ['schemaVersion as text', (d) => (d.schemaVersion = '1'), 'schemaVersion'],
    ['no $schema', (d) => delete d.$schema, '$schema'],
    ['another $schema', (d) => (d.$schema = 'https://example.org/schema.json'), '$schema'],
    ['an unknown top-level field', (d) => (d.generated = '2026-01-01'), 'generated'],
    ['the old top-level sentence', (d) => (d.manifestUpdateUrl = 'Each release’s workflow …'), 'manifestUpdateUrl'],
    [
      'prose as a module manifestUpdateUrl',
      (d) => (obs(d).manifestUpdateUrl = 'see the releases'),
      'modules.obs-utils.manifestUpdateUrl',
    ],
    ['a third module', (d) => (d.modules.other = obs(d)), 'modules.other'],
    [
      'not installable without a reason',
      (d) => (firstRelease(d).installable = false),
      `${first}.notInstallableBecause`,
    ],
    [
      'installable with a reason',
      (d) => (firstRelease(d).notInstallableBecause = 'x'),
      `${first}.notInstallableBecause`,
    ],
    ['installable as text', (d) => (firstRelease(d).installable = 'yes'), `${first}.installable`],
    ['no installable', (d) => delete firstRelease(d).installable, `${first}.installable`],
    [
      'installable without a release workflow',
      (d) => (firstRelease(d).releaseWorkflow = null),
      `${first}.releaseWorkflow`,
    ],
    ['free notes on a release', (d) => (firstRelease(d).notes = ['x']), `${first}.notes`],
    ['a month 13', (d) => (firstRelease(d).date = '2022-13-01'), `${first}.date`],
    ['a day the calendar lacks', (d) => (firstRelease(d).date = '2022-02-30'), `${first}.date`],
    ['a v in the version', (d) => (firstRelease(d).version = 'v0.1'), `${first}.version`],
    [
      'an http manifest URL',
      (d) => (firstRelease(d).manifestUrl = firstRelease(d).manifestUrl.replace('https:', 'http:')),
      `${first}.manifestUrl`,
    ],
    [
      'a Foundry version with a V',
      (d) => (firstRelease(d).compatibility.minimum = 'V10'),
      `${first}.compatibility.minimum`,
    ],
    [
      'an unknown compatibility field',
      (d) => (firstRelease(d).compatibility.tested = '10'),
      `${first}.compatibility.tested`,
    ],
    ['a repeated included tag', (d) => obs(d).includedTags.splice(1, 0, '0.1'), 'modules.obs-utils.includedTags[1]'],
    [
      'a workflow outside .github/workflows',
      (d) => (firstRelease(d).releaseWorkflow = 'ci.yml'),
      `${first}.releaseWorkflow`,
    ],
    ['no releases', (d) => (obs(d).releases = []), 'modules.obs-utils.releases'],
  ];
  for (const [what, breakIt, where] of broken) {
    const data = copy();
    breakIt(data);
    const problems = problemsOf(data);
    assert.ok(problems, `${what} is refused`);
    assert.ok(
      problems.some((line) => line.startsWith(`  ${DATA_NAME}: ${where}: `)),
      `${what}: a line for ${where} (got ${JSON.stringify(problems)})`,
    );
  }
});

test('the schema checks what holds between fields: order, includedTags, URLs of the repository, skipped tags, documented', () => {
  const copy = () => structuredClone(DATA) as Loose;
  const obs = (data: Loose) => data.modules['obs-utils'];
  const broken: [string, (data: Loose) => void, string, RegExp][] = [
    [
      'two releases swapped',
      (d) => {
        const r = obs(d).releases;
        [r[0], r[1]] = [r[1], r[0]];
        obs(d).includedTags = r.map((release: Loose) => release.version);
      },
      'modules.obs-utils.releases[1].version',
      /0\.1 follows 0\.2: releases are listed oldest first/,
    ],
    [
      'a release missing from includedTags',
      (d) => obs(d).includedTags.splice(2, 1),
      'modules.obs-utils.includedTags[2]',
      /expected 0\.3, the version of releases\[2\]/,
    ],
    [
      "another release's manifest URL",
      (d) => (obs(d).releases[2].manifestUrl = obs(d).releases[3].manifestUrl),
      'modules.obs-utils.releases[2].manifestUrl',
      /expected https:\/\/github\.com\/FaeyUmbrea\/obs-utils\/releases\/download\/0\.3\/module\.json/,
    ],
    [
      "another repository's update URL",
      (d) => (obs(d).manifestUpdateUrl = latestManifestUrl('ethereal-plane')),
      'modules.obs-utils.manifestUpdateUrl',
      /expected https:\/\/github\.com\/FaeyUmbrea\/obs-utils\/releases\/latest/,
    ],
    [
      'a release also listed as skipped',
      (d) => obs(d).skippedTags.unshift({tag: '0.2', date: '2022-01-01', reason: 'x'}),
      'modules.obs-utils.skippedTags[0].tag',
      /0\.2 is also a release/,
    ],
    [
      'documented names a release that does not exist',
      (d) => (d.documented['obs-utils'] = '4.9.9'),
      'documented.obs-utils',
      /4\.9\.9 is not an installable release of obs-utils/,
    ],
    [
      'documented names a release that is not installable',
      (d) => (d.documented['obs-utils'] = '3.3.1'),
      'documented.obs-utils',
      /3\.3\.1 is not an installable release of obs-utils/,
    ],
    ['no documented', (d) => delete d.documented, 'documented', /is missing/],
    [
      'documented without a module',
      (d) => delete d.documented['ethereal-plane'],
      'documented.ethereal-plane',
      /is missing/,
    ],
    ['documented for a third module', (d) => (d.documented.other = '1.0.0'), 'documented.other', /is not a field here/],
  ];
  for (const [what, breakIt, where, message] of broken) {
    const data = copy();
    breakIt(data);
    const problems = problemsOf(data);
    assert.ok(problems, `${what} is refused`);
    const line = problems.find((candidate) => candidate.startsWith(`  ${DATA_NAME}: ${where}: `));
    assert.ok(line, `${what}: a line for ${where} (got ${JSON.stringify(problems)})`);
    assert.match(line, message, what);
  }
});

test('the error names the file and gives every wrong field its own line', () => {
  const data = structuredClone(DATA) as Loose;
  data.modules['obs-utils'].releases[3].date = '2022-13-01';
  data.modules['ethereal-plane'].releases[0].installable = true;
  data.modules['ethereal-plane'].releases[0].releaseWorkflow = '.github/workflows/main.yml';
  assert.throws(
    () => validateReleaseHistory(data, DATA_NAME),
    (error: Error) => {
      const lines = error.message.split('\n');
      assert.equal(lines.length, 3, error.message);
      assert.equal(lines[0], 'The release data does not match its schema (src/releaseHistory/schema.ts):');
      assert.equal(
        lines[1],
        `  ${DATA_NAME}: modules.obs-utils.releases[3].date: expected a date, YYYY-MM-DD, got "2022-13-01"`,
      );
      // A long value is quoted cut short.
      assert.match(
        lines[2]!,
        /^ {2}static\/releases\.json: modules\.ethereal-plane\.releases\[0\]\.notInstallableBecause: must be absent: the release is installable, got "No workflow at the tag .{20,70}…$/,
      );
      return true;
    },
  );
  assert.throws(
    () => validateReleaseHistory([], 'x.json'),
    /\n {2}x\.json: \(the whole file\): expected object, got \[\]$/,
  );
});

/** The bundler loader the release-history plugin puts in front of the site's import of the data. */
const loader = createRequire(__filename)('../../src/checkedJson/loader.cjs') as (
  this: {rootContext: string; resourcePath: string; getOptions: () => CheckedJsonOptions},
  source: string,
) => string;

test('the build checks the data where the site imports it: a wrong field stops it with the file and path', () => {
  const resourcePath = path.join(STATIC_DIR, RELEASES_JSON_FILE);
  assert.match(resourcePath, RELEASES_DATA_FILE, "the plugin's rule takes the data file");
  const load = (source: string) =>
    loader.call({rootContext: SITE, resourcePath, getOptions: () => RELEASES_LOADER_OPTIONS}, source);
  const source = fs.readFileSync(resourcePath, 'utf8');
  assert.equal(load(source), source, 'good data passes unchanged');
  const bad = structuredClone(DATA) as Loose;
  bad.modules['obs-utils'].releases[3].installable = false;
  assert.throws(
    () => load(JSON.stringify(bad)),
    /\n {2}static\/releases\.json: modules\.obs-utils\.releases\[3\]\.notInstallableBecause: is missing/,
  );
  assert.throws(() => load('{"modules": '), /The release data static\/releases\.json: is not valid JSON/);
});

test('no release query offers a release that is not installable', () => {
  for (const docsSet of VERSIONED_DOCS_SETS) {
    const hidden = new Set(NOT_INSTALLABLE[docsSet]);
    const offered = (release: ReleaseRecord | null | undefined) =>
      assert.ok(!release || !hidden.has(release.version), `${docsSet} ${release?.version} is offered`);
    assert.deepEqual(
      versionsOf(allReleasesOf(docsSet).filter((r) => !r.installable)),
      [...hidden],
      'allReleasesOf keeps every row',
    );
    releasesOf(docsSet).forEach(offered);
    for (const version of hidden) assert.equal(releaseOf(docsSet, version), undefined, `releaseOf ${version}`);
    for (let major = 0; major <= 20; major += 1) {
      for (const build of [undefined, 0, 1, 344, 351, 999]) offered(newestReleaseFor(docsSet, major, build));
      for (const release of releasesOf(docsSet)) offered(nearestDocumentedRelease(docsSet, release, major));
      // What the planner asks when no release fits a build: every release for that generation.
      releasesOf(docsSet)
        .filter((r) => supports(r, major))
        .forEach(offered);
    }
    for (const row of releaseTable(docsSet)) offered(row.release);
  }
  // They are real candidates, so the filter is what keeps them out: OBS Utils 3.3.1 runs on V11 and V12.
  const obs331 = allReleasesOf('obs-utils').find((r) => r.version === '3.3.1')!;
  assert.ok(supports(obs331, 11) && supports(obs331, 12));
  const ep010 = allReleasesOf('ethereal-plane').find((r) => r.version === '0.1.0')!;
  assert.ok(supports(ep010, 10));
});

test("the review's answers (section 2) for V10 to V14 stay the same, and would be the same with every row counted", () => {
  const expected: Record<VersionedDocsSetId, Record<number, string>> = {
    'obs-utils': {10: '2.7.0', 11: '3.6.2', 12: '3.6.2', 13: '4.5.0', 14: '4.5.0'},
    'ethereal-plane': {10: '2.1.0', 11: '2.3.1', 12: '3.2.0', 13: '3.3.0', 14: '3.3.0'},
  };
  for (const docsSet of VERSIONED_DOCS_SETS) {
    const table = releaseTable(docsSet);
    assert.deepEqual(
      table.map((row) => row.major),
      [10, 11, 12, 13, 14],
    );
    for (const row of table) {
      const answer = expected[docsSet][row.major];
      assert.equal(row.release?.version, answer, `${docsSet} V${row.major} in the table`);
      assert.equal(newestReleaseFor(docsSet, row.major)?.version, answer, `${docsSet} V${row.major} query`);
      const anyRow = allReleasesOf(docsSet)
        .filter((r) => supports(r, row.major))
        .sort((a, b) => compareVersions(a.version, b.version))
        .at(-1);
      assert.equal(anyRow?.version, answer, `${docsSet} V${row.major} counting the rows that are not installable`);
    }
  }
  assert.equal(releaseTable('obs-utils').find((row) => row.major === 13)?.minimumBuild, 344, 'V13 from 13.344');
});

/** A release workflow in the style of the modules' own, with the parts the rule reads. */
function workflow(on: string, download: string, {artifacts = "'./module.json, ./module.zip'", env = ''} = {}): string {
  return `name: Release Creation

on:
${on}
${env}
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Substitute Manifest and Download Links For Versioned Ones
        uses: microsoft/variable-substitution@v1
        with:
          files: module.json
        env:
          manifest: https://github.com/\${{github.repository}}/releases/latest/download/module.json
          download: ${download}
      - uses: ncipollo/release-action@v1
        with:
          artifacts: ${artifacts}
`;
}

const TAG_PUSH = "  push:\n    tags:\n      - '*'";
const PUBLISHED = '  release:\n    types: [published]';

function judge(workflows: {file: string; text: string}[], extra: Partial<ReleaseWorkflowInput> = {}) {
  return judgeReleaseWorkflow({
    tag: '5.0.0',
    repository: 'https://github.com/FaeyUmbrea/obs-utils',
    workflows,
    manifestFile: 'module.json',
    manifestDownload: 'This is auto replaced',
    ...extra,
  });
}

test('the installability rule reads the workflow at the tag: trigger, download URL and attached files', () => {
  const ci = (text: string) => [{file: '.github/workflows/ci.yml', text}];
  const repo = 'https://github.com/FaeyUmbrea/obs-utils';

  // A tag push filling the tag from github.ref_name (OBS Utils 3.3.2 to 4.5.0): installable.
  const refName = judge(
    ci(
      workflow(TAG_PUSH, 'https://github.com/${{github.repository}}/releases/download/${{github.ref_name}}/module.zip'),
    ),
  );
  assert.deepEqual(refName, {
    releaseWorkflow: '.github/workflows/ci.yml',
    installable: true,
    manifestUpdateUrl: `${repo}/releases/latest/download/module.json`,
  });

  // The same from a jq assignment (OBS Utils 2.7.1 to 3.3.0).
  const jq = `on:\n  push:\n    tags:\n      - '*'\njobs:\n  b:\n    steps:\n      - run: |\n          cat module.json | jq '.manifest="https://github.com/\${{github.repository}}/releases/latest/download/module.json" | .download="https://github.com/\${{github.repository}}/releases/download/\${{ github.ref_name }}/module.zip"'\n      - uses: ncipollo/release-action@v1\n        with:\n          artifacts: './module.zip, ./dist/module.json'\n`;
  assert.equal(judge(ci(jq)).installable, true);

  // A tag push reading github.event.release.tag_name (OBS Utils 3.3.1, Ethereal Plane 2.2.0): not installable.
  const emptyTag = judge(
    ci(
      workflow(
        TAG_PUSH,
        'https://github.com/${{github.repository}}/releases/download/${{github.event.release.tag_name}}/module.zip',
      ),
    ),
  );
  assert.equal(emptyTag.installable, false);
  assert.match(emptyTag.notInstallableBecause!, /runs on a tag push/);
  assert.ok(emptyTag.notInstallableBecause!.includes(`${repo}/releases/download//module.zip`));

  // The same expression on a published release (OBS Utils 0.1 to 2.7.0), with the zip's name from env: installable.
  const published = judge(
    ci(
      workflow(
        PUBLISHED,
        'https://github.com/${{ github.repository }}/releases/download/${{ github.event.release.tag_name }}/${{ env.package_type }}.zip',
        {
          artifacts: "'./dist/${{ env.package_type }}.json, ./${{ env.package_type }}.zip'",
          env: 'env:\n  package_type: module\n  node_version: 16\n',
        },
      ),
    ),
  );
  assert.equal(published.installable, true);

  // A download URL naming a zip the workflow does not attach: not installable.
  const wrongZip = judge(
    ci(
      workflow(
        TAG_PUSH,
        'https://github.com/${{github.repository}}/releases/download/${{github.ref_name}}/module.zip',
        {
          artifacts: "'./module.json, ./obs-utils.zip'",
        },
      ),
    ),
  );
  assert.equal(wrongZip.installable, false);
  assert.match(wrongZip.notInstallableBecause!, /not a file it attaches/);

  // No workflow attaches module.json (Ethereal Plane 0.1.0 and 0.1.1): not installable, and the reason quotes the manifest.
  const none = judge([{file: '.github/workflows/lint.yml', text: 'on:\n  - push\njobs: {}\n'}]);
  assert.equal(none.installable, false);
  assert.equal(none.releaseWorkflow, null);
  assert.match(none.notInstallableBecause!, /gives "This is auto replaced" as its download URL/);

  // What the rule cannot read stops the script instead of guessing.
  assert.throws(
    () => judge(ci(workflow(TAG_PUSH, 'https://github.com/x/y/releases/download/${{ inputs.tag }}/module.zip'))),
    /cannot tell what \$\{\{ inputs\.tag \}\} holds/,
  );
  assert.throws(
    () => judge(ci(workflow('  workflow_dispatch:', 'https://github.com/x/y/releases/download/1/module.zip'))),
    /neither on a published release nor on a tag push/,
  );
});
