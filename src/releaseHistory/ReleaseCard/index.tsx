import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {DOCS_SETS, type VersionedDocsSetId} from '@site/src/constants';
import {latestManifestUrl, pinnedManifestUrl, type ModuleRelease} from '@site/src/releaseHistory/releases';
import {readableDate} from '@site/src/releaseHistory/readableDate';
import styles from './styles.page.module.css';

/**
 * The facts a reader checks before installing a module's current release:
 * its number and date, the Foundry VTT versions its manifest accepts, the
 * modules it requires, the manifest URLs that install exactly this release
 * or always the newest one, and where the docs of older releases are.
 * Shown at the top of each module overview. The facts come from
 * static/releases.json through the site config's `customFields`
 * (docusaurus.config.ts), so the page does not load the whole release data.
 */
export default function ReleaseCard({docsSet}: {docsSet: VersionedDocsSetId}): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const older = useVersions(docsSet).filter((version) => version.name !== 'current');
  const release = (customFields?.currentReleases as Record<VersionedDocsSetId, ModuleRelease> | undefined)?.[docsSet];
  if (!release) throw new Error(`ReleaseCard: siteConfig.customFields.currentReleases has no ${docsSet}`);
  const name = DOCS_SETS[docsSet].label;
  const range = (['minimum', 'verified', 'maximum'] as const)
    .filter((key) => release.compatibility[key] !== undefined)
    .map((key) => `${key} ${release.compatibility[key]}`)
    .join(', ');
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
        <dd>{range || 'not stated in its manifest'}</dd>
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
