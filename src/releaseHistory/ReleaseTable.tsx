import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {DOCS_SETS, type VersionedDocsSetId} from '@site/src/constants';
import {readableDate} from '@site/src/components/ReleaseCard';
import {releaseTable, requiredModuleName, type ReleaseTableRow} from './index';
import styles from './ReleaseTable.module.css';

/** The manifest's three Foundry versions, saying which ones it leaves out. */
function compatibilityText({minimum, verified, maximum}: {minimum?: string; verified?: string; maximum?: string}) {
  return [
    `minimum ${minimum ?? 'not given'}`,
    `verified ${verified ?? 'not given'}`,
    `maximum ${maximum ?? 'not given'}`,
  ].join(', ');
}

/** A label that only phones show, where each row is a card and the header row is hidden. */
function CellLabel({children}: {children: string}): ReactNode {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}:{' '}
    </span>
  );
}

function DocsCell({row, name}: {row: ReleaseTableRow; name: string}): ReactNode {
  const {docs} = row;
  if (docs.kind === 'current') {
    return (
      <>
        <Link to={docs.path}>Current docs</Link> ({name} {docs.version})
      </>
    );
  }
  if (docs.kind === 'older') {
    return (
      <>
        <Link to={docs.path}>
          {name} {docs.version} docs
        </Link>{' '}
        (older release)
      </>
    );
  }
  return <>None on this site</>;
}

/**
 * "Which release for my Foundry version": for each Foundry VTT generation,
 * the newest release of the module whose manifest supports it, the manifest
 * URL that installs exactly that release and the docs on this site that
 * describe it. Rendered at build time from static/releases.json (the rule is
 * in src/releaseHistory/index.ts and in the note under the table).
 */
export default function ReleaseTable({docsSet}: {docsSet: VersionedDocsSetId}): ReactNode {
  const name = DOCS_SETS[docsSet].label;
  const rows = releaseTable(docsSet);
  const dataUrl = useBaseUrl('/releases.json');
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={`Newest ${name} release for each Foundry VTT version`}>
        <thead>
          <tr>
            <th scope="col">Foundry VTT</th>
            <th scope="col">Newest release</th>
            <th scope="col">Its manifest</th>
            <th scope="col">Manifest URL for exactly this release</th>
            <th scope="col">Docs on this site</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.major} data-foundry={row.major}>
              <th scope="row">
                V{row.major}
                {row.minimumBuild !== undefined && (
                  <span className={styles.build}>
                    {' '}
                    from {row.major}.{row.minimumBuild}
                  </span>
                )}
              </th>
              {row.release ? (
                <>
                  <td>
                    <CellLabel>Newest release</CellLabel>
                    <strong>{row.release.version}</strong>, {readableDate(row.release.date)}
                  </td>
                  <td>
                    <CellLabel>Its manifest</CellLabel>
                    {compatibilityText(row.release.compatibility)}
                    {row.release.requires.length > 0 && (
                      <>
                        ; requires{' '}
                        {row.release.requires.map((module, index) => (
                          <React.Fragment key={module.id}>
                            {index > 0 && ', '}
                            {requiredModuleName(module) === module.id ? (
                              <code>{module.id}</code>
                            ) : (
                              <>
                                {requiredModuleName(module)} (<code>{module.id}</code>)
                              </>
                            )}
                          </React.Fragment>
                        ))}
                      </>
                    )}
                  </td>
                  <td>
                    <CellLabel>Manifest URL</CellLabel>
                    <code className={styles.url}>{row.release.manifestUrl}</code>
                  </td>
                  <td>
                    <CellLabel>Docs</CellLabel>
                    <DocsCell row={row} name={name} />
                  </td>
                </>
              ) : (
                <td colSpan={4}>
                  No release of {name} supports Foundry V{row.major}.
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        A release counts for a Foundry version when its manifest&apos;s minimum is at most that version and its maximum
        is at least that version&apos;s generation (a maximum of 12 covers every V12 build). The verified version, the
        newest one the publisher tested, decides nothing, except for a manifest without a maximum: such a release counts
        only up to its verified version. Each manifest URL installs exactly that release, but the module.json it
        installs still names the &quot;latest&quot; manifest URL, so Foundry&apos;s update check keeps offering newer
        releases. Every release of {name}, as read from its git tag&apos;s module.json, is listed in{' '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a data file, not a route */}
        <a href={dataUrl}>releases.json</a>.
      </p>
    </div>
  );
}
