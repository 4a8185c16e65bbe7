import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Default docs set, served at `/`: its sidebar carries the Welcome link. */
const sidebars: SidebarsConfig = {
  main: [{type: 'doc', id: 'index', label: 'Welcome'}],
};

export default sidebars;
