import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDeployEnv} from '../../src/deployEnv';

const DEFAULT = 'https://docs.void.monster';

test('without variables the production URL and the root base URL are used', () => {
  assert.deepEqual(readDeployEnv({}, DEFAULT), {siteUrl: DEFAULT, baseUrl: '/'});
});

test('SITE_URL and BASE_URL override the defaults; a trailing slash on the URL is dropped', () => {
  assert.deepEqual(readDeployEnv({SITE_URL: 'https://example.org/', BASE_URL: '/docs/'}, DEFAULT), {
    siteUrl: 'https://example.org',
    baseUrl: '/docs/',
  });
});

test('empty variables count as unset', () => {
  assert.deepEqual(readDeployEnv({SITE_URL: '  ', BASE_URL: ''}, DEFAULT), {siteUrl: DEFAULT, baseUrl: '/'});
});

test('a SITE_URL that is not an absolute http(s) origin is refused with the variable named', () => {
  assert.throws(() => readDeployEnv({SITE_URL: 'docs.example.org'}, DEFAULT), /SITE_URL must be an absolute URL/);
  assert.throws(() => readDeployEnv({SITE_URL: 'ftp://example.org'}, DEFAULT), /SITE_URL must start with https:\/\//);
  assert.throws(() => readDeployEnv({SITE_URL: 'https://example.org/docs'}, DEFAULT), /put the path in BASE_URL/);
});

test('a BASE_URL without leading and trailing slashes is refused with an example', () => {
  for (const baseUrl of ['docs', '/docs', 'docs/']) {
    assert.throws(
      () => readDeployEnv({BASE_URL: baseUrl}, DEFAULT),
      /BASE_URL must start and end with "\/", for example/,
    );
  }
});
