import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

import {DOCS_SETS, type VersionedDocsSetId} from '@site/src/constants';
import {CURRENT_RELEASES, latestManifestUrl, pinnedManifestUrl} from '@site/src/releases';
import {readableDate} from '@site/src/releaseHistory/readableDate';
import styles from './styles.page.module.css';

/**
 * The facts a reader checks before installing a module's current release:
 * its number and date, the Foundry VTT versions its manifest accepts, the
 * modules it requires, the manifest URLs that install exactly this release
 * or always the newest one, and where the docs of older releases are.
 * Shown at the top of each module overview; the facts live in
 * src/releases.ts.
 */
export default function ReleaseCard({docsSet}: {docsSet: VersionedDocsSetId}): ReactNode {
  const release = CURRENT_RELEASES[docsSet];
  const name = DOCS_SETS[docsSet].label;
  const older = useVersions(docsSet).filter((version) => version.name !== 'current');
  const {minimum, verified, maximum} = release.compatibility;
  return (
    <section className={styles.card} aria-label={`${name} ${release.version} at a glance`}>
      <p className={styles.heading}>
        <strong>
          {name} {release.version}
        </strong>{' '}
        is the current release, published on {readableDate(release.date)}.
      </p>
      <dl className={styles.facts}>
        <dt>Foundry VTT</dt>
        <dd>
          minimum {minimum}, verified {verified}, maximum {maximum}
        </dd>
        <dt>Requires</dt>
        <dd>
          {release.requires.length === 0
            ? 'no other module'
            : release.requires.map((module, index) => (
                <React.Fragment key={module.id}>
                  {index > 0 && ', '}
                  {module.title} (<code>{module.id}</code>)
                </React.Fragment>
              ))}
        </dd>
        <dt>Manifest URL for exactly {release.version}</dt>
        <dd>
          <code className={styles.url}>{pinnedManifestUrl(docsSet, release.version)}</code>
        </dd>
        <dt>Manifest URL for the newest release</dt>
        <dd>
          <code className={styles.url}>{latestManifestUrl(docsSet)}</code>
        </dd>
        {older.length > 0 && (
          <>
            <dt>Docs of older releases</dt>
            <dd>
              {older.map((version, index) => (
                <React.Fragment key={version.name}>
                  {index > 0 && ', '}
                  <Link to={`${version.path}/`}>
                    {name} {version.label}
                  </Link>
                </React.Fragment>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
