import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiReferenceCategory} from './src/apiReference/sidebar';

/**
 * Ethereal Plane docs set, in a reader's order: overview, setup, features,
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
    {type: 'doc', id: 'quick-start', label: 'Quick start'},
    {
      type: 'category',
      label: 'Features',
      collapsed: false,
      items: [
        {type: 'doc', id: 'triggers', label: 'Triggers'},
        {type: 'doc', id: 'polls', label: 'Polls'},
        {type: 'doc', id: 'midi-qol', label: 'MidiQoL support'},
      ],
    },
    {
      type: 'category',
      label: 'Developers',
      items: [{type: 'doc', id: 'api', label: 'API guide'}, apiReferenceCategory('ethereal-plane')],
    },
  ],
};

export default sidebars;
