import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {DOCS_SETS, type VersionedDocsSetId} from '@site/src/constants';
import {readableDate} from './readableDate';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {RELEASES_JSON_FILE, releaseTable, requiredModuleName, type ReleaseTableRow} from './index';

/** The manifest's three Foundry versions, saying which ones it leaves out. */
function compatibilityText({minimum, verified, maximum}: {minimum?: string; verified?: string; maximum?: string}) {
  return [
    `minimum ${minimum ?? 'not given'}`,
    `verified ${verified ?? 'not given'}`,
    `maximum ${maximum ?? 'not given'}`,
  ].join(', ');
}

/** A URL that may break after each `/`, so it wraps inside its cell instead of widening the table. */
function BreakableUrl({url}: {url: string}): ReactNode {
  const parts = url.split('/');
  return (
    <code>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </React.Fragment>
      ))}
    </code>
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
 * in src/releaseHistory/index.ts and in the note under the table). A release
 * whose pinned manifest would not install is never offered.
 *
 * It brings no stylesheet of its own, so the pages that show it load no
 * extra bytes for it: it uses the site's table styles (inside `.markdown`)
 * and its stacked-table cards on phones (`vm-stacked-table`, custom.css).
 */
export default function ReleaseTable({docsSet}: {docsSet: VersionedDocsSetId}): ReactNode {
  const name = DOCS_SETS[docsSet].label;
  const rows = releaseTable(docsSet);
  const dataUrl = useBaseUrl(`/${RELEASES_JSON_FILE}`);
  return (
    <>
      <div className="vm-stacked-table">
        <ScrollableTable aria-label={`Newest ${name} release for each Foundry VTT version`}>
          <thead>
            <tr>
              <th>Foundry VTT</th>
              <th>Newest release</th>
              <th>Its manifest</th>
              <th>Manifest URL for exactly this release</th>
              <th>Docs on this site</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.major} data-foundry={row.major}>
                <td>
                  V{row.major}
                  {row.minimumBuild !== undefined && ` from ${row.major}.${row.minimumBuild}`}
                </td>
                {row.release ? (
                  <>
                    <td>
                      <strong>{row.release.version}</strong>, {readableDate(row.release.date)}
                    </td>
                    <td>
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
                      <BreakableUrl url={row.release.manifestUrl} />
                    </td>
                    <td>
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
        </ScrollableTable>
      </div>
      <p>
        A release counts for a Foundry version when its manifest&apos;s minimum is at most that version and its maximum
        is at least that version&apos;s generation (a maximum of 12 covers every V12 build). The verified version, the
        newest one the publisher tested, decides nothing, except for a manifest without a maximum: such a release counts
        only up to its verified version. Each manifest URL installs exactly that release, but the module.json it
        installs still names the &quot;latest&quot; manifest URL, so Foundry&apos;s update check keeps offering newer
        releases. A release whose manifest URL would not install it, by what the release workflow at its tag publishes,
        is never offered here. Every release of {name}, as read from its git tag&apos;s module.json, is listed in{' '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a data file, not a route */}
        <a href={dataUrl}>releases.json</a>, with <code>installable</code> and the reason where it is false.
      </p>
    </>
  );
}
