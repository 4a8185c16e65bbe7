import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiReferenceCategory} from './src/apiReference/sidebar';

/**
 * OBS Utils docs set, in a reader's order: overview, setup, features,
 * developers. Labels are set here so page titles can speak to the task
 * while the sidebar stays short.
 */
const sidebars: SidebarsConfig = {
  main: [
    {type: 'doc', id: 'index', label: 'Overview'},
    // Generated from the pages' problem-first sections, named in their "answers" front matter (src/troubleshooter/questions.ts).
    {type: 'doc', id: 'questions', label: 'Questions'},
    // Generated from the pages' Known issues sections (src/troubleshooter/).
    {type: 'doc', id: 'troubleshooting', label: 'Troubleshooting'},
    {type: 'doc', id: 'releases', label: 'Releases'},
    {type: 'doc', id: 'getting-started', label: 'Getting started'},
    {type: 'doc', id: 'director', label: 'Director'},
    {
      type: 'category',
      label: 'Features',
      collapsed: false,
      items: [
        {type: 'doc', id: 'obs-remote', label: 'OBS Remote'},
        {type: 'doc', id: 'overlay-editor', label: 'Overlay Editor'},
        {type: 'doc', id: 'stream-overlay-css', label: 'Stream overlay CSS'},
        {type: 'doc', id: 'manual-mode', label: 'Manual mode'},
      ],
    },
    {
      type: 'category',
      label: 'Developers',
      items: [
        {type: 'doc', id: 'api', label: 'API guide'},
        {type: 'doc', id: 'overlay-api', label: 'Overlay API'},
        apiReferenceCategory('obs-utils'),
      ],
    },
  ],
};

export default sidebars;
