import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import Planner from '@site/src/components/Planner';
import ReleaseTable from '@site/src/releaseHistory/ReleaseTable';
import styles from './plan.page.module.css';

const TITLE = 'Plan your setup';
const DESCRIPTION =
  'Answer a few questions about your Foundry VTT version, where Foundry runs and what your stream should show, and get the release to install and the setup steps of OBS Utils and Ethereal Plane that apply to you.';

/**
 * /plan: the setup planner. The questions and the checklist are the
 * Planner component (src/components/Planner/), which only this page loads.
 * Without JavaScript the page says so and links to both setup pages.
 */
export default function Plan(): ReactNode {
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <article className="markdown">
          <Heading as="h1">{TITLE}</Heading>
          <p className={styles.intro}>
            Tell the planner which Foundry VTT version you run, where Foundry runs and what your stream should show and
            do. It answers with a checklist: the release of each module that fits your Foundry, the Foundry user and the
            OBS browser sources to create, the settings to change, how to check that each part works, and, for each
            step, the section of these pages that explains it. Your answers stay in the address of this page, so you can
            bookmark or share it, and in this browser.
          </p>
          <noscript>
            <div className="alert alert--info margin-bottom--md">
              <p>
                The planner needs JavaScript to build your checklist. Without it, follow the setup pages from the start:{' '}
                <Link to="/obs-utils/getting-started">OBS Utils: Getting started</Link> and{' '}
                <Link to="/ethereal-plane/quick-start">Ethereal Plane: Quick start</Link>. Each module&apos;s Releases
                page (<Link to="/obs-utils/releases">OBS Utils</Link>,{' '}
                <Link to="/ethereal-plane/releases">Ethereal Plane</Link>) lists what changed between releases.
              </p>
            </div>
          </noscript>
          <Planner />
          <section className={styles.releases} aria-labelledby="which-release">
            <Heading as="h2" id="which-release">
              Which release for my Foundry version
            </Heading>
            <p>
              For each Foundry VTT version, the newest release of each module whose manifest accepts it, the manifest
              URL that installs exactly that release, and the pages of this site that describe it.
            </p>
            <Heading as="h3" id="which-release-obs-utils">
              OBS Utils
            </Heading>
            <ReleaseTable docsSet="obs-utils" />
            <Heading as="h3" id="which-release-ethereal-plane">
              Ethereal Plane
            </Heading>
            <ReleaseTable docsSet="ethereal-plane" />
          </section>
        </article>
      </main>
    </Layout>
  );
}
