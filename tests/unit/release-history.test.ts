import {test} from 'node:test';
import assert from 'node:assert/strict';
import {VERSIONED_DOCS_SETS} from '../../src/constants';
import {CURRENT_RELEASES, pinnedManifestUrl} from '../../src/releases';
import {olderVersionsOf} from '../../src/docsReleases';
import {
  OLDER_DOCS_VERSIONS,
  RELEASE_HISTORY,
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
    }
  });

  test(`${docsSet}: the current release in the data is the one of src/releases.ts (number, date, compatibility, required modules)`, () => {
    const current = CURRENT_RELEASES[docsSet];
    const record = releaseOf(docsSet, current.version);
    assert.ok(record, `${current.version} is in the data`);
    assert.equal(history.releases.at(-1)!.version, current.version, 'the current release is the newest');
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
      [11, '3.6.2', undefined, 'none'],
      [12, '3.6.2', undefined, 'none'],
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
      [12, '3.2.0', 'none'],
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
  assert.deepEqual(docsOf('ethereal-plane', '3.2.0'), {kind: 'none'});
  // A V12 world on Ethereal Plane 3.2.0 can follow the 3.0.2 pages, which also run on V12; OBS Utils has no documented V12 release.
  assert.equal(nearestDocumentedRelease('ethereal-plane', releaseOf('ethereal-plane', '3.2.0')!, 12)?.version, '3.0.2');
  assert.equal(nearestDocumentedRelease('obs-utils', releaseOf('obs-utils', '3.6.2')!, 12), null);
  assert.equal(nearestDocumentedRelease('obs-utils', releaseOf('obs-utils', '4.5.0')!, 13)?.version, '4.5.0');
});

test('the data covers both modules and nothing else', () => {
  assert.deepEqual(Object.keys(RELEASE_HISTORY.modules).sort(), [...VERSIONED_DOCS_SETS].sort());
  for (const docsSet of VERSIONED_DOCS_SETS) assert.ok(releasesOf(docsSet).length > 0);
});
