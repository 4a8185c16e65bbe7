/**
 * Answers → the reader's checklist. Pure and typed, so every possible
 * checklist can be built in a unit test (tests/unit/planner-checklist.test.ts)
 * and every link of each checked against the built pages (planner.spec.ts).
 *
 * The wording stays short and says only what the linked pages say; each
 * step links to the section that explains it. Which steps apply to whom
 * follows the pages: OBS Utils' Getting started, Director, OBS Remote and
 * Overlay Editor, and Ethereal Plane's Quick start, Polls, Triggers and
 * MidiQoL support, each of the release the reader's Foundry installs (the
 * 3.6.2 and 3.2.0 pages for a world on Foundry V11 or V12: OLDER_EDITIONS).
 *
 * Every value is asked for after the step that finds it (the OBS WebSocket
 * password before the Custom CSS that holds it). What the reader set up is
 * tried at once: a "Check it works" step, taken from the linked page, ends
 * each part (the sources, the Ethereal Plane login and connection, each
 * feature). The known issues that a reader following the steps runs into
 * (the first poll's text keys, the Open Polls tool that needs a reload) are
 * steps where they bite, linking their entries.
 */
import {
  CURRENT_RELEASES,
  compareVersions,
  nearestDocumentedRelease,
  newestReleaseFor,
  minimumBuildIn,
  releasesOf,
  requiredModuleName,
  OLDER_DOCS_VERSIONS,
  supports,
  type ReleaseRecord,
} from '../../releaseHistory';
import {checkAddress, effectiveAddress, type AddressCheck} from './address';
import {checkBuild, type ModuleId, type PlanAnswers} from './answers';

/** A piece of a step's text: plain, code (a URL, a value to type) or strong (a label in Foundry or OBS). */
export type Inline = string | {code: string} | {strong: string};

/** A link to the section of a page that explains a step: a site path, with the section's id after `#`. */
export interface StepLink {
  label: string;
  to: string;
}

export interface Step {
  /** Stable id, e.g. `obs-source-game`: the tests list steps by it. */
  id: string;
  module: ModuleId | null;
  text: Inline[];
  details: Inline[][];
  links: StepLink[];
}

export const SECTIONS = [
  {id: 'install', title: 'Install'},
  {id: 'read', title: 'Read'},
  {id: 'users', title: 'Foundry users'},
  {id: 'sources', title: 'OBS Studio'},
  {id: 'connect', title: 'Connect Ethereal Plane'},
  {id: 'settings', title: 'Module settings'},
  {id: 'features', title: 'What the stream shows and does'},
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export interface Section {
  id: SectionId;
  title: string;
  steps: Step[];
}

export interface Checklist {
  /** One line naming the answers the checklist is for. */
  summary: string;
  sections: Section[];
  address: AddressCheck;
  /** The build as read, or why it was left out. */
  buildMessage: string | null;
}

export const MODULE_NAMES: Record<ModuleId, string> = {'obs-utils': 'OBS Utils', 'ethereal-plane': 'Ethereal Plane'};

/**
 * The pages a module's steps link to, for one documented release: the
 * current pages, or an older release kept as a docs version. What the older
 * release's pages put elsewhere, and what it does differently from the
 * current release in a step's own words, is listed per release.
 */
interface Edition {
  version: string;
  root: string;
  /** Sections whose heading (and so id) differs from the current pages. */
  anchors: Partial<Record<EditionAnchor, Heading>>;
  /**
   * Pages and sections of the current docs that this release's docs keep elsewhere, keyed `page` (every
   * section of it moves) or `page#section`: the older page and section, and the older heading as the link's label.
   */
  moves: Record<string, {page: string; section?: string; label?: string}>;
  facts: EditionFacts;
}
/** What a release's windows and settings show, where the steps name it. */
interface EditionFacts {
  /** The setting that lets the camera follow tokens the stream user only observes, if the release has one. */
  observerTokensSetting: string | null;
  /** The Director's title bar, or null while it is empty. */
  directorTitle: string | null;
  /** Whether OBS Remote's action dropdown lists Switch Scene while OBS WebSocket is off. */
  switchSceneListedWithoutWebsocket: boolean;
  /** Ethereal Plane (ApplicationV2 windows since 3.1.0): whether the Setup window's title bar is empty. */
  setupWindowTitleEmpty: boolean;
  /** Ethereal Plane: whether the pages list the known issues "Saving a YouTube ID gives no feedback" and
   * "First poll shows text keys instead of Yes and No". */
  youtubeIdAndPollKeyIssues: boolean;
  /** Ethereal Plane: whether the pages list "Open Polls tool missing after ticking Polls Enabled" for Foundry V13 on. */
  pollsToolReloadOnV13: boolean;
}
/** A section's heading text and its id. */
interface Heading {
  label: string;
  id: string;
}
type EditionAnchor = 'setupWindow' | 'pollsWindow';
const CURRENT_ANCHORS: Record<EditionAnchor, Heading> = {
  setupWindow: {label: 'Open the Setup window', id: 'open-the-setup-window'},
  pollsWindow: {label: 'Open the Polls window', id: 'open-the-polls-window'},
};
/** The current pages' facts (OBS Utils 4.5.0): the steps' own text. */
const CURRENT_FACTS: EditionFacts = {
  observerTokensSetting: 'Track Observer Tokens',
  directorTitle: null,
  switchSceneListedWithoutWebsocket: false,
  setupWindowTitleEmpty: true,
  youtubeIdAndPollKeyIssues: true,
  pollsToolReloadOnV13: true,
};

type OlderEdition = Partial<Pick<Edition, 'anchors' | 'moves'>> & {facts?: Partial<EditionFacts>};
/**
 * The older releases' pages where they differ from the current pages. Every
 * documented older release (`<set>_versions.json`) gets its pages linked;
 * one missing here links the current pages' ids, which the planner's link
 * test checks against its built pages, and says what the current release
 * does.
 */
const OLDER_EDITIONS: Record<ModuleId, Record<string, OlderEdition>> = {
  'obs-utils': {
    // Read from the 3.6.2 pages (Foundry V11 and V12), which keep the Director in Getting started and the Overlay
    // Editor in Stream overlay CSS; lang/en.json and src/ at 3.6.2 for the facts.
    '3.6.2': {
      moves: {
        director: {page: 'getting-started'},
        'director#tracked-player-follows-nobody-until-a-gm-picks-a-player': {
          page: 'getting-started',
          section: 'tracked-player-and-obs-user-commands',
          label: 'Tracked Player and OBS User Commands',
        },
        'overlay-editor': {page: 'stream-overlay-css'},
        'obs-remote#open-the-setup-window': {
          page: 'obs-remote',
          section: 'the-obs-remote-settings-window',
          label: 'The OBS Remote Settings window',
        },
      },
      facts: {
        // settings.ts @3.6.2 registers no observer setting; director.ts: title "obs-utils.applications.director.name".
        observerTokensSetting: null,
        directorTitle: 'Director',
        // OBSSetting.svelte @3.6.2 lists Switch Scene whatever "Enable OBS Websocket?" says.
        switchSceneListedWithoutWebsocket: true,
      },
    },
  },
  'ethereal-plane': {
    // 3.2.0 (Foundry V12) has the current pages' windows and headings: nothing to list.
    '3.0.2': {
      anchors: {
        setupWindow: {label: 'Open the Setup Menu', id: 'open-the-setup-menu'},
        pollsWindow: {label: 'Open the poll window', id: 'open-the-poll-window'},
      },
      facts: {setupWindowTitleEmpty: false, youtubeIdAndPollKeyIssues: false, pollsToolReloadOnV13: false},
    },
  },
};

const ROOTS: Record<ModuleId, string> = {'obs-utils': '/obs-utils/', 'ethereal-plane': '/ethereal-plane/'};

function editionFor(module: ModuleId, version: string): Edition | null {
  if (version === CURRENT_RELEASES[module].version) {
    return {version, root: ROOTS[module], anchors: {}, moves: {}, facts: CURRENT_FACTS};
  }
  if (!OLDER_DOCS_VERSIONS[module].includes(version)) return null;
  const older = OLDER_EDITIONS[module][version] ?? {};
  return {
    version,
    root: `${ROOTS[module]}${version}/`,
    anchors: older.anchors ?? {},
    moves: older.moves ?? {},
    facts: {...CURRENT_FACTS, ...older.facts},
  };
}

/** A link to a section whose heading differs between editions, labelled with the heading of the edition's page. */
function sectionLink(edition: Edition, page: string, key: EditionAnchor): StepLink {
  const {label, id} = edition.anchors[key] ?? CURRENT_ANCHORS[key];
  return link(edition, label, page, id);
}

/**
 * `page` of the edition, with a section id: `/obs-utils/getting-started#install-the-module`; `page` and
 * `section` name the current pages, and an older edition's `moves` say where its own pages have them.
 */
function link(edition: Edition, label: string, page: string, section?: string): StepLink {
  const moved = (section !== undefined && edition.moves[`${page}#${section}`]) || edition.moves[page];
  const to = moved ? {page: moved.page, section: moved.section ?? section} : {page, section};
  return {label: moved?.label ?? label, to: `${edition.root}${to.page}${to.section ? `#${to.section}` : ''}`};
}

const s = (strong: string): Inline => ({strong});
const c = (code: string): Inline => ({code});

/** What the checklist knows about one module after the Foundry version is known. */
interface ModulePlan {
  module: ModuleId;
  release: ReleaseRecord | null;
  /** The pages the steps follow; null when no documented release runs on the reader's Foundry. */
  edition: Edition | null;
  documented: ReleaseRecord | null;
}

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function foundryText(major: number, build: number | undefined): string {
  return build === undefined ? `Foundry V${major}` : `Foundry ${major}.${build}`;
}

function installStep(plan: ModulePlan, major: number, build: number | undefined): Step {
  const name = MODULE_NAMES[plan.module];
  const current = editionFor(plan.module, CURRENT_RELEASES[plan.module].version)!;
  const installPage = plan.module === 'obs-utils' ? 'getting-started' : 'quick-start';
  const release = plan.release;
  // The install section of the installed release's own pages, which gives its pinned manifest URL; the current
  // pages' when no page here describes that release.
  const documentedHere = plan.edition !== null && plan.documented?.version === release?.version;
  const installLink = link(
    documentedHere ? plan.edition! : current,
    `${name}: Install the module`,
    installPage,
    'install-the-module',
  );
  if (!release) {
    // With a build typed, say which build the releases for that generation need.
    const forMajor = releasesOf(plan.module).filter((r) => supports(r, major));
    const builds = forMajor.map((r) => minimumBuildIn(r, major) ?? 0);
    const details: Inline[][] =
      build !== undefined && builds.length > 0 && Math.min(...builds) > 0
        ? [[`Its releases for Foundry V${major} need ${major}.${Math.min(...builds)} or later.`]]
        : [];
    return {
      id: `${plan.module}-no-release`,
      module: plan.module,
      text: [`No release of ${name} supports ${foundryText(major, build)}.`],
      details,
      links: [installLink],
    };
  }
  const newest = CURRENT_RELEASES[plan.module].version;
  // The current release: the pages lead with the package search, which installs the newest release the Foundry
  // version accepts. An older release: only its pinned manifest installs it.
  const isNewest = release.version === newest;
  const details: Inline[][] = [
    isNewest
      ? [
          `The package search installs the newest release that your Foundry version accepts. To install exactly ${release.version} instead, paste its pinned manifest URL into `,
          s('Manifest URL'),
          ' in the same window: ',
          c(release.manifestUrl),
        ]
      : [`Manifest URL for exactly ${release.version} (Install Module → Manifest URL): `, c(release.manifestUrl)],
  ];
  const minimumBuild = minimumBuildIn(release, major);
  if (minimumBuild !== undefined && build === undefined) {
    details.push([`It needs Foundry ${major}.${minimumBuild} or later.`]);
  }
  if (release.requires.length === 0) details.push(['It requires no other module.']);
  else {
    const required: Inline[] = [];
    release.requires.forEach((module, index) => {
      if (index > 0) required.push(', ');
      const title = requiredModuleName(module);
      if (title === module.id) required.push(c(module.id));
      else required.push(title, ' (', c(module.id), ')');
    });
    details.push(['It requires ', ...required, '; Foundry offers to install or enable it.']);
  }
  const toTick = [name, ...release.requires.map(requiredModuleName)];
  details.push([
    'Then, in your world, tick ',
    ...toTick.flatMap((title, index) => [
      ...(index > 0 ? [index === toTick.length - 1 ? ' and ' : ', '] : []),
      s(title),
    ]),
    ' in ',
    s('Manage Modules'),
    ' and save.',
  ]);
  if (compareVersions(release.version, newest) < 0) {
    details.push([
      `The module.json it installs still names the "latest" manifest URL, so Foundry's update check will offer ${newest}, which does not run on ${foundryText(major, build)}: decline it.`,
    ]);
  } else {
    details.push([
      `Either way, its module.json names the "latest" manifest URL, so Foundry's update check will offer newer releases; skip them to stay on ${release.version}.`,
    ]);
  }
  return {
    id: `${plan.module}-install`,
    module: plan.module,
    text: isNewest
      ? [
          `Install ${name} ${release.version}, the newest release for ${foundryText(major, build)}: on Foundry's setup screen, open `,
          s('Add-on Modules'),
          ', click ',
          s('Install Module'),
          `, search for "${name}" and install it.`,
        ]
      : [`Install ${name} ${release.version}, the newest release for ${foundryText(major, build)}.`],
    details,
    // An undocumented release's pinned manifest URL is in the Releases page's table, beside its Foundry version.
    links:
      isNewest || documentedHere
        ? [installLink]
        : [installLink, link(current, `${name}: Which release for my Foundry version`, 'releases', 'which-release')],
  };
}

function readStep(plan: ModulePlan, major: number, build: number | undefined): Step | null {
  const name = MODULE_NAMES[plan.module];
  const release = plan.release;
  if (!release) return null;
  const current = editionFor(plan.module, CURRENT_RELEASES[plan.module].version)!;
  const releasesLink = link(current, `${name}: Releases`, 'releases');
  const firstPage = plan.module === 'obs-utils' ? 'getting-started' : 'quick-start';
  const firstTitle = plan.module === 'obs-utils' ? 'Getting started' : 'Quick start';
  if (plan.edition && plan.documented?.version === release.version) {
    // The questions page and the troubleshooter list the current release's pages only.
    const isCurrent = plan.edition.root === current.root;
    return {
      id: `${plan.module}-read`,
      module: plan.module,
      text: [
        `These pages describe ${name} ${release.version}. Start with ${firstTitle}.`,
        ...(isCurrent
          ? [
              ' Stuck, or want the stream to do something the steps do not cover? Questions finds the answer by your own words, and Troubleshooting lists the known issues by what you see.',
            ]
          : []),
      ],
      details: [],
      links: [
        link(plan.edition, `${name} ${release.version}: ${firstTitle}`, firstPage),
        ...(isCurrent
          ? [
              link(current, `${name}: Questions`, 'questions'),
              link(current, `${name}: Troubleshooting`, 'troubleshooting'),
            ]
          : []),
      ],
    };
  }
  if (plan.edition && plan.documented) {
    return {
      id: `${plan.module}-read`,
      module: plan.module,
      text: [
        `No pages on this site describe ${name} ${release.version}. The steps below follow the pages of ${plan.documented.version}, the newest documented release that runs on ${foundryText(major, build)}; Releases lists what changed after ${plan.documented.version}.`,
      ],
      details: [],
      links: [link(plan.edition, `${name} ${plan.documented.version}: ${firstTitle}`, firstPage), releasesLink],
    };
  }
  const documented = [CURRENT_RELEASES[plan.module].version, ...OLDER_DOCS_VERSIONS[plan.module]];
  return {
    id: `${plan.module}-read`,
    module: plan.module,
    text: [
      `No pages on this site describe ${name} ${release.version}: they describe ${listOf(documented)}, which do not run on ${foundryText(major, build)}. This checklist leaves out the other ${name} steps; Releases lists every release with its Foundry versions and manifest URL.`,
    ],
    details: [],
    links: [releasesLink],
  };
}

function obsSteps(edition: Edition, answers: PlanAnswers, address: {base: string; assumed: boolean} | null) {
  const camera = answers.shows.includes('camera');
  const overlays = answers.shows.includes('overlays');
  const switching = answers.switching;
  const needGame = camera || switching !== 'none';
  const gs = (label: string, section?: string) => link(edition, label, 'getting-started', section);
  const remote = (label: string, section?: string) => link(edition, label, 'obs-remote', section);
  const users: Step[] = [];
  const sources: Step[] = [];
  const settings: Step[] = [];
  const features: Step[] = [];

  const userDetails: Inline[][] = [];
  const {facts} = edition;
  if (camera) {
    userDetails.push(
      facts.observerTokensSetting
        ? [
            'Give it ',
            s('Owner'),
            ' permission on the characters the camera should follow. If it only has Observer permission on a token, tick ',
            s(facts.observerTokensSetting),
            ' in the settings for the camera to follow it.',
          ]
        : [
            'Give it ',
            s('Owner'),
            ' permission on the characters the camera should follow: the camera follows only the tokens it owns.',
          ],
    );
  }
  userDetails.push(['Do not use a GM account: a GM sees every hidden token and every unexplored part of the map.']);
  users.push({
    id: 'obs-user',
    module: 'obs-utils',
    text: [
      'Create a Foundry user with the ',
      s('Player'),
      ' role for the stream, for example "OBS", and note its password: the login in OBS asks for it.',
    ],
    details: userDetails,
    links: [gs('Use a dedicated streaming user', 'use-a-dedicated-streaming-user')],
  });

  const urlOf = (page: '/game' | '/stream'): Inline[] =>
    address ? ['URL ', c(`${address.base}${page}`)] : ['URL: your Foundry address followed by ', c(page)];
  const addressNote: Inline[][] = address
    ? address.assumed
      ? [["This uses Foundry's default address on this computer (port 30000); enter yours above if it differs."]]
      : []
    : [['Enter a valid Foundry address above to get the exact URL.']];
  const size: Inline[] = ['Width and Height: your canvas size, for example 1920 × 1080.'];

  // The port and password first: the /game source's Custom CSS below needs them (OBS Remote's WebSocket steps 1 and 3).
  if (switching === 'websocket') {
    sources.push({
      id: 'obs-websocket-server',
      module: 'obs-utils',
      text: [
        'In OBS, open ',
        s('Tools → WebSocket Server Settings'),
        ', make sure the server is running, and note its port (4455 unless you changed it) and password. The /game source needs both.',
      ],
      details: [],
      links: [remote('OBS WebSocket v5', 'obs-websocket-v5')],
    });
  }

  if (needGame) {
    const running = [
      camera && 'the camera',
      camera && 'the pop-up handling',
      switching !== 'none' && 'OBS Remote',
    ].filter(Boolean);
    const runs = `${running.join(', ').replace(/, ([^,]*)$/, ' and $1')} ${running.length === 1 ? 'runs' : 'run'}`;
    const details: Inline[][] = [
      ...addressNote,
      size,
      [s('Shutdown source when not visible'), `: leave it off, since ${runs} inside this page.`],
    ];
    const links = [
      gs('Add a browser source', 'add-a-browser-source'),
      gs('Keep the /game source loaded', 'keep-the-game-source-loaded'),
    ];
    if (switching === 'browser') {
      details.push([
        s('Page permissions'),
        ': exactly "Advanced access to OBS (Change scenes, Start/Stop replay buffer, etc.)". Any other level, higher or lower, makes Switch Scene fail.',
      ]);
      links.push(remote('Browser-source API', 'browser-source-api'));
    }
    if (switching === 'websocket') {
      details.push([
        s('Custom CSS'),
        ': ',
        c(':root{--local-obs-host:localhost;--local-obs-port:4455;--local-obs-password:YourPassword;}'),
        ', with the port and password you noted in place of 4455 and YourPassword (letters, digits, - and _ only) and no spaces. This keeps the password inside OBS.',
      ]);
      links.push(remote('Custom CSS in the browser source', 'option-b-custom-css-in-the-browser-source-preferred'));
    }
    sources.push({
      id: 'obs-source-game',
      module: 'obs-utils',
      text: ['Add a browser source for the game board: ', ...urlOf('/game'), '.'],
      details,
      links,
    });
  }
  if (overlays) {
    const details: Inline[][] = [...(needGame ? [] : addressNote), size];
    const links = [gs('Add a browser source', 'add-a-browser-source')];
    if (needGame) {
      details.push([
        s('Shutdown source when not visible'),
        ': turn it on for this source, so that it can log in after the /game source.',
      ]);
      links.push(gs('Use /game and /stream at the same time', 'use-both-views'));
    }
    details.push(['Inside OBS this page draws the overlays on a transparent background.']);
    sources.push({
      id: 'obs-source-stream',
      module: 'obs-utils',
      text: ['Add a browser source for the overlays: ', ...urlOf('/stream'), '.'],
      details,
      links,
    });
  }
  if (needGame || overlays) {
    const details: Inline[][] = [];
    const links = [gs('Log in as the streaming user', 'log-in-as-the-streaming-user')];
    if (needGame && overlays) {
      details.push([
        'With both sources: hide the /stream source so that it shuts down, log in through the /game source, then show /stream again. It loads already logged in.',
      ]);
      links.push(gs('Use /game and /stream at the same time', 'use-both-views'));
    }
    sources.push({
      id: 'obs-login',
      module: 'obs-utils',
      text: [
        'Log the streaming user in: right-click the source, choose ',
        s('Interact'),
        ', select the user, type its password, click ',
        s('Join Game Session'),
        ' and close the Interact window.',
      ],
      details,
      links,
    });
  }
  if (answers.foundry === 14) {
    sources.push({
      id: 'obs-v14',
      module: 'obs-utils',
      text: [
        'Foundry V14 inside an OBS browser source is experimental: test your sources before a show. If a V14 world does not work there, capture a current browser in manual mode instead.',
      ],
      details: [],
      links: [gs('Foundry V14 inside OBS', 'foundry-v14-inside-obs'), link(edition, 'Manual mode', 'manual-mode')],
    });
  }
  if (needGame || overlays) {
    // Getting started: after the login the /game source shows the game in OBS mode; inside OBS /stream is transparent.
    const text: Inline[] = needGame
      ? [
          'Check it works: the /game source now shows the game board in OBS mode, without the Foundry interface',
          overlays ? ', and the /stream source, shown again, has a transparent background.' : '.',
        ]
      : ['Check it works: after the login, the /stream source has a transparent background inside OBS.'];
    sources.push({
      id: 'obs-sources-check',
      module: 'obs-utils',
      text,
      details: [],
      links: [
        ...(needGame ? [gs('Log in as the streaming user', 'log-in-as-the-streaming-user')] : []),
        ...(overlays ? [gs('What the two views look like', 'what-the-two-views-look-like')] : []),
      ],
    });
  }

  if (switching === 'websocket') {
    settings.push({
      id: 'obs-websocket-enable',
      module: 'obs-utils',
      text: [
        'As GM, tick ',
        s('Enable OBS Websocket?'),
        ' in ',
        s('Configure Settings → OBS Utils'),
        ', then refresh the /game browser source.',
      ],
      details: [
        [
          'The source connects once, when it loads: refresh it whenever OBS or its WebSocket server was not running at that moment.',
        ],
      ],
      links: [
        remote('OBS WebSocket v5', 'obs-websocket-v5'),
        remote('The WebSocket connection is never retried', 'the-websocket-connection-is-never-retried'),
      ],
    });
  }
  if (switching === 'browser') {
    settings.push({
      id: 'obs-browser-switching',
      module: 'obs-utils',
      text: [
        'Leave ',
        s('Enable OBS Websocket?'),
        ' off (the default): Switch Scene then goes through the browser source, and it is the only action that works.',
      ],
      details: [
        facts.switchSceneListedWithoutWebsocket
          ? ['A new row starts as Switch Scene, the only action the dropdown lists in this case: type the scene name.']
          : [
              'The action dropdown does not list Switch Scene in this case, but a new row starts as Switch Scene: leave the dropdown alone and type the scene name.',
            ],
      ],
      links: [
        remote('Choose a control path', 'choose-a-control-path'),
        facts.switchSceneListedWithoutWebsocket
          ? remote('Actions', 'actions')
          : remote(
              'Switch Scene is missing from the action dropdown',
              'switch-scene-is-missing-from-the-action-dropdown-without-websocket',
            ),
      ],
    });
  }

  if (camera) {
    features.push({
      id: 'obs-director',
      module: 'obs-utils',
      text: [
        'As GM, select the Token controls, click ',
        s('Open Stream Director'),
        ' and pick a mode under ',
        s('Out of Combat Type'),
        ' and one under ',
        s('In Combat Type'),
        '. Both start at Track all Owned Tokens.',
      ],
      details: [
        facts.directorTitle
          ? [`Its title bar reads "${facts.directorTitle}".`]
          : [
              'By the code, its title bar is empty: you know it by the rows of mode buttons under In Combat Type and Out of Combat Type.',
            ],
        [
          "If you pick Clone the Selected Player's Viewport, also pick the player under ",
          s('Tracked Player'),
          ': until a GM does, that mode follows nobody.',
        ],
      ],
      links: [
        link(edition, 'The Director window', 'director', 'the-director-window'),
        ...(facts.directorTitle ? [] : [gs('Window title bars are empty', 'window-title-bars-are-empty')]),
        link(
          edition,
          '"Tracked Player" follows nobody until a GM picks a player',
          'director',
          'tracked-player-follows-nobody-until-a-gm-picks-a-player',
        ),
      ],
    });
    // Director: the token-tracking modes frame the owned tokens, and again when a token moves.
    features.push({
      id: 'obs-director-check',
      module: 'obs-utils',
      text: [
        'Check it works: with Track all Owned Tokens, the /game source frames every token of the current scene that the streaming user owns, and frames them again when you move one.',
      ],
      details: [],
      links: [link(edition, 'What each camera mode does', 'director', 'what-each-camera-mode-does')],
    });
  }
  if (switching !== 'none') {
    features.push({
      id: 'obs-remote-events',
      module: 'obs-utils',
      text: [
        'Tell OBS what to do: in ',
        s('Configure Settings → OBS Utils'),
        ', click ',
        s('Open Menu'),
        ' next to OBS Remote Settings, pick an event, click ',
        s('+'),
        ' and fill in the row, then click ',
        s('Done'),
        '.',
      ],
      details:
        switching === 'websocket'
          ? [['With WebSocket, rows can switch scenes and also toggle, enable or disable an OBS source.']]
          : [['Without WebSocket, use Switch Scene rows only.']],
      links: [
        remote('Set up events and actions', 'set-up-events-and-actions'),
        remote('Example: a combat scene in OBS', 'example-a-combat-scene-in-obs'),
      ],
    });
    // OBS Remote: reload and reopen the window to check the rows (step 5), then start a combat (the example's step 6).
    features.push({
      id: 'obs-remote-check',
      module: 'obs-utils',
      text: [
        'Check it works: reload Foundry (F5), open OBS Remote Settings again and check your rows. Then make an event happen, for example click ',
        s('Begin Combat'),
        ' for a Combat Start row: OBS switches to the scene of the row.',
      ],
      details: [['Nothing happens? Errors show only in the browser console of the /game source; see Troubleshooting.']],
      links: [
        remote('Open the setup window', 'open-the-setup-window'),
        remote('Example: a combat scene in OBS', 'example-a-combat-scene-in-obs'),
        remote('Troubleshooting', 'troubleshooting'),
      ],
    });
  }
  if (overlays) {
    features.push({
      id: 'obs-overlay-actors',
      module: 'obs-utils',
      text: [
        'From your GM browser, choose the actors for the overlays: in ',
        s('Configure Settings → OBS Utils'),
        ', click ',
        s('Open Menu'),
        ' next to Overlay Actors and click each actor.',
      ],
      details: [],
      links: [link(edition, 'Choose the actors', 'overlay-editor', 'choose-the-actors')],
    });
    features.push({
      id: 'obs-overlay-editor',
      module: 'obs-utils',
      text: [
        'Build the overlays: click ',
        s('Open Editor'),
        ' next to Overlay Editor, add an overlay with ',
        s('+'),
        ', then its components.',
      ],
      details: [['To restyle them, use the Custom CSS of the /stream source.']],
      links: [
        link(edition, 'Build overlays in the Overlay Editor', 'overlay-editor', 'build-overlays-in-the-overlay-editor'),
        link(edition, 'Style stream overlays with CSS', 'stream-overlay-css'),
      ],
    });
    // Stream overlay CSS: the overlays render on /stream, and changes reach an open page without a reload.
    features.push({
      id: 'obs-overlay-check',
      module: 'obs-utils',
      text: [
        'Check it works: the /stream source shows the overlays, one per chosen actor, and your changes in the Overlay Editor reach it without a reload.',
      ],
      details: [],
      links: [link(edition, 'Where overlays appear', 'stream-overlay-css', 'where-overlays-appear')],
    });
  }
  return {users, sources, settings, features};
}

function etherealPlaneSteps(edition: Edition, answers: PlanAnswers) {
  const qs = (label: string, section?: string) => link(edition, label, 'quick-start', section);
  const polls = (label: string, section?: string) => link(edition, label, 'polls', section);
  const {facts} = edition;
  const features = new Set(answers.features);
  const rolls = features.has('rolls') || features.has('midi-qol');
  const platform = answers.platform === 'twitch' ? 'Twitch' : 'YouTube';
  const users: Step[] = [];
  const connect: Step[] = [];
  const settings: Step[] = [];
  const steps: Step[] = [];

  const tabDetails: Inline[][] = [];
  if (rolls) tabDetails.push(['Every logged-in GM tab posts every public roll, so two tabs post each roll twice.']);
  if (features.has('triggers')) tabDetails.push(["A trigger's macro runs in the logged-in GM tab, as that GM."]);
  if (features.has('polls'))
    tabDetails.push(["A poll's results reach Foundry only through the tab that pressed Start."]);
  users.push({
    id: 'ethereal-plane-gm-tab',
    module: 'ethereal-plane',
    text: [
      'Ethereal Plane works in your own GM browser and needs no user of its own. Keep exactly one logged-in GM tab open while you stream.',
    ],
    details: tabDetails,
    links: [qs('Quick start', 'from-install-to-your-first-roll-and-trigger')],
  });

  connect.push({
    id: 'ethereal-plane-account',
    module: 'ethereal-plane',
    text: [
      'As GM, open ',
      s('Configure Settings → Ethereal Plane'),
      ' and click ',
      s('Open Setup Menu'),
      '. In "Server Settings", click ',
      s('Account Setup'),
      `, then create your account on etherealplane.app and link your ${platform} channel there.`,
    ],
    // Since 3.1.0 the Setup window's title bar is empty.
    details: facts.setupWindowTitleEmpty
      ? [
          [
            'The Setup window has an empty title bar; it is the window with "Connection Status", "General" and "Server Settings".',
          ],
        ]
      : [],
    links: [
      sectionLink(edition, 'quick-start', 'setupWindow'),
      qs(platform, platform.toLowerCase()),
      // Its numbered list names the menu path and Account Setup in these words.
      qs('From install to your first roll and trigger', 'from-install-to-your-first-roll-and-trigger'),
    ],
  });
  connect.push({
    id: 'ethereal-plane-connect',
    module: 'ethereal-plane',
    text: [
      'Click ',
      s('Connect'),
      ' and, on the etherealplane.app page that opens, confirm that this Foundry installation is added to your account. Confirm there before you click ',
      s('Log in'),
      '.',
    ],
    details: [['Each Foundry installation is connected only once.']],
    links: [
      qs('Connect this Foundry installation', 'connect-this-foundry-installation'),
      qs('Log in before confirming resets to Connect', 'log-in-before-confirming-resets-to-connect'),
    ],
  });
  connect.push({
    id: 'ethereal-plane-login',
    module: 'ethereal-plane',
    text: [
      'Click ',
      s('Log in'),
      ', open the link (',
      s('Open'),
      ', ',
      s('Copy'),
      ' or the QR code), check that the website shows the same code, and confirm it.',
    ],
    details: [['The login belongs to this browser: stream from the one you logged in with.']],
    links: [qs('Log in', 'log-in')],
  });
  // Quick start, Log in: the window closes by itself; "When you are logged in": the buttons "Server Settings" then shows.
  connect.push({
    id: 'ethereal-plane-login-check',
    module: 'ethereal-plane',
    text: [
      'Check it works: once you confirm the code, the login window closes by itself, and "Server Settings" shows ',
      s('Go to Control Panel'),
      ' and ',
      s('Log out'),
      '.',
    ],
    details: [],
    links: [qs('Log in', 'log-in'), qs('When you are logged in', 'when-you-are-logged-in')],
  });

  settings.push({
    id: 'ethereal-plane-enable',
    module: 'ethereal-plane',
    text: [
      'In ',
      s('Configure Settings → Ethereal Plane'),
      ', tick ',
      s('Enable Module'),
      ...(features.has('triggers') ? [' and ', s('Enable Triggers')] : []),
      ' and save.',
    ],
    details: [
      [
        `Every connected browser reloads, the players'${answers.modules.includes('obs-utils') ? ' and the OBS source' : ''} included: do it before they join.`,
      ],
    ],
    links: [
      qs('Module settings at a glance', 'module-settings-at-a-glance'),
      qs('From install to your first roll and trigger', 'from-install-to-your-first-roll-and-trigger'),
    ],
  });
  if (!rolls) {
    settings.push({
      id: 'ethereal-plane-rolls-off',
      module: 'ethereal-plane',
      text: [
        'Public rolls reach your stream chat unless you untick ',
        s('Send Rolls to Chat'),
        ' in the Setup window\'s "General" section: it is on by default.',
      ],
      details: [],
      links: [qs('General options', 'general-options')],
    });
  }
  if (features.has('midi-qol')) {
    settings.push({
      id: 'ethereal-plane-allow-sockets',
      module: 'ethereal-plane',
      text: [
        'Leave ',
        s('Allow Sockets'),
        ' off: it has no effect, and where the hand-over worked it would let players write any text to your stream chat.',
      ],
      details: [],
      links: [link(edition, 'The "Allow Sockets" setting', 'midi-qol', 'the-allow-sockets-setting')],
    });
  }
  if (features.has('polls')) {
    settings.push({
      id: 'ethereal-plane-polls-enable',
      module: 'ethereal-plane',
      text: [
        'Tick ',
        s('Polls Enabled'),
        ' in the Setup window\'s "Server Settings". It shows once this browser is logged in, Enable Module is ticked and your account has the poll feature.',
      ],
      details: [],
      links: [qs('When you are logged in', 'when-you-are-logged-in')],
    });
    // Polls, known issue on Foundry V13 and later: the tool appears only after a reload.
    if (facts.pollsToolReloadOnV13 && answers.foundry >= 13) {
      settings.push({
        id: 'ethereal-plane-polls-reload',
        module: 'ethereal-plane',
        text: [
          'If the ',
          s('Open Polls'),
          ' tool does not show in the Token controls after you tick Polls Enabled, reload the page (F5): a known issue.',
        ],
        details: [],
        links: [
          polls(
            'Open Polls tool missing after ticking Polls Enabled',
            'open-polls-tool-missing-after-ticking-polls-enabled',
          ),
        ],
      });
    }
  }
  if (answers.platform === 'youtube') {
    const details: Inline[][] = [];
    const links = [qs('YouTube', 'youtube'), qs('When you are logged in', 'when-you-are-logged-in')];
    if (facts.youtubeIdAndPollKeyIssues) {
      details.push([
        'Saving shows no message: check that the field changed to the bare 11-character video ID; if it did not, paste the ID itself.',
      ]);
      links.push(qs('Saving a YouTube ID gives no feedback', 'saving-a-youtube-id-gives-no-feedback'));
    }
    settings.push({
      id: 'ethereal-plane-youtube-id',
      module: 'ethereal-plane',
      text: [
        'If the service does not find your live stream by itself, paste its video ID or link into "Set Youtube ID (Optional)" in "Server Settings" and click the save button.',
      ],
      details,
      links,
    });
  }
  // Quick start, step 7: the trigger connection opens once this browser is logged in and Enable Module (or Enable
  // Triggers) is ticked, whatever the features.
  settings.push({
    id: 'ethereal-plane-connection-status',
    module: 'ethereal-plane',
    text: [
      'Check it works: open the Setup window again. Under "Connection Status", "Triggers (including Chat Command Triggers)" shows "Connected". "Chat" staying "Inactive" is normal.',
    ],
    details: [],
    links: [qs('Connection Status', 'connection-status')],
  });

  if (rolls) {
    const details: Inline[][] = [['The wording comes from the "Chat Message Template" in the Setup window.']];
    const links = [qs('Send rolls to stream chat', 'send-rolls-to-stream-chat')];
    if (features.has('midi-qol')) {
      details.push([
        "Your own MidiQoL attack and damage rolls as GM are posted too. A player's MidiQoL roll reaches stream chat only if MidiQoL also posts it as an ordinary public roll message.",
      ]);
      links.push(link(edition, 'How MidiQoL rolls reach the chat', 'midi-qol', 'how-midiqol-rolls-reach-the-chat'));
    }
    steps.push({
      id: 'ethereal-plane-rolls',
      module: 'ethereal-plane',
      text: [
        s('Send Rolls to Chat'),
        ' is on by default. Check it works with a public roll whose total is not 0, for example a roll of ',
        c('1d20+4+2'),
        ': a line appears in your stream chat.',
      ],
      details,
      links,
    });
  }
  if (features.has('triggers')) {
    steps.push({
      id: 'ethereal-plane-trigger-create',
      module: 'ethereal-plane',
      text: [
        'On etherealplane.app, create a trigger and give it an event, for example a Chat Command with the command ',
        c('!heal'),
        '.',
      ],
      details:
        answers.platform === 'twitch' ? [['Channel Point Redeem events are Twitch only and a patron feature.']] : [],
      links: [
        link(edition, 'Create a trigger on etherealplane.app', 'triggers', 'create-a-trigger-on-etherealplaneapp'),
        link(edition, 'Chat Command events', 'triggers', 'chat-command-events'),
        ...(answers.platform === 'twitch'
          ? [link(edition, 'Channel Point Redeem events', 'triggers', 'channel-point-redeem-events')]
          : []),
      ],
    });
    steps.push({
      id: 'ethereal-plane-trigger-macro',
      module: 'ethereal-plane',
      text: [
        'In ',
        s('Configure Settings'),
        ', click ',
        s('Open Trigger Setup'),
        ' under "Triggers" and drop a macro of this world (from the Macro Directory or the hotbar) on the trigger\'s Macro box.',
      ],
      details: [],
      links: [link(edition, 'Assign macros in Foundry', 'triggers', 'assign-macros-in-foundry')],
    });
    // Quick start, step 11: the first trigger, tried from stream chat.
    steps.push({
      id: 'ethereal-plane-trigger-check',
      module: 'ethereal-plane',
      text: [
        'Check it works: with exactly one logged-in GM tab open, type ',
        c('!heal'),
        " (your trigger's command) in your stream chat. The macro runs in that tab, as the GM.",
      ],
      details: [],
      links: [qs('Quick start, step 11', 'from-install-to-your-first-roll-and-trigger')],
    });
  }
  if (features.has('polls')) {
    // Polls: the first poll's options are text keys. Every documented release (3.0.2, 3.3.0) and 3.2.0 build the default
    // poll when the setting is registered, in the init hook, before Foundry loads its translations; the current pages
    // list it as a known issue, the 3.0.2 pages under Write the poll.
    steps.push({
      id: 'ethereal-plane-polls-text-keys',
      module: 'ethereal-plane',
      text: [
        'The first poll of a world shows the text keys ',
        c('ethereal-plane.ui.yes'),
        ' and ',
        c('ethereal-plane.ui.no'),
        ' as its options instead of "Yes" and "No": type your own option texts before you click ',
        s('Start'),
        '.',
      ],
      details: [],
      links: [
        facts.youtubeIdAndPollKeyIssues
          ? polls(
              'First poll shows text keys instead of Yes and No',
              'first-poll-shows-text-keys-instead-of-yes-and-no',
            )
          : polls('Write the poll', 'write-the-poll'),
      ],
    });
    steps.push({
      id: 'ethereal-plane-polls',
      module: 'ethereal-plane',
      text: [
        'Run a poll: in the Token controls, click ',
        s('Open Polls'),
        ', write the title and the options, and click ',
        s('Start'),
        '. Keep that tab open until the poll has ended.',
      ],
      details:
        answers.platform === 'twitch'
          ? [['On Twitch it is a native Twitch poll: give it a title and a duration between 30 and 300 seconds.']]
          : [['On YouTube viewers vote in chat: run a short test poll before your stream.']],
      links: [
        sectionLink(edition, 'polls', 'pollsWindow'),
        polls('Start and run the poll', 'start-and-run-the-poll'),
        answers.platform === 'twitch'
          ? polls('On Twitch', 'on-twitch')
          : polls('On YouTube', 'on-youtube-and-other-chat-based-platforms'),
      ],
    });
    // Polls, Results: the tallies, the winner's macro in the starting tab, then End.
    steps.push({
      id: 'ethereal-plane-polls-check',
      module: 'ethereal-plane',
      text: [
        'Check it works with a short test poll: the Polls window shows each option\'s tally as "count / percent%", and when the poll ends the winning option\'s macro (if it has one) runs in the tab that pressed Start and the button changes to ',
        s('End'),
        '.',
      ],
      details: [],
      links: [polls('Results', 'results')],
    });
  }
  return {users, connect, settings, features: steps};
}

function summaryOf(answers: PlanAnswers, build: number | undefined, address: AddressCheck): string {
  const where = {
    local: 'Foundry on this computer',
    lan: 'Foundry on another computer at home',
    hosted: 'Foundry at a hosting service',
  }[answers.host];
  const parts = [foundryText(answers.foundry, build), address.state === 'ok' ? `${where} (${address.base})` : where];
  if (answers.modules.includes('obs-utils')) {
    const shows = [
      answers.shows.includes('camera') && 'camera',
      answers.shows.includes('overlays') && 'overlays',
      answers.switching === 'browser' && 'scene switching through the browser source',
      answers.switching === 'websocket' && 'scene switching through OBS WebSocket',
    ].filter(Boolean);
    parts.push(`OBS Utils${shows.length > 0 ? `: ${shows.join(', ')}` : ''}`);
  }
  if (answers.modules.includes('ethereal-plane')) {
    const names = {rolls: 'rolls in chat', polls: 'polls', triggers: 'triggers', 'midi-qol': 'MidiQoL'};
    const features = answers.features.map((f) => names[f]);
    parts.push(
      `Ethereal Plane on ${answers.platform === 'twitch' ? 'Twitch' : 'YouTube'}${features.length > 0 ? `: ${features.join(', ')}` : ''}`,
    );
  }
  if (answers.modules.length === 0) parts.push('no module chosen');
  return parts.join(' · ');
}

/** Plans by module, Foundry version and build: the same few come back for every answer that changes only the steps. */
const PLANS = new Map<string, ModulePlan>();

function modulePlan(module: ModuleId, major: number, build: number | undefined): ModulePlan {
  const key = `${module} ${major} ${build ?? ''}`;
  let plan = PLANS.get(key);
  if (!plan) {
    const release = newestReleaseFor(module, major, build);
    const documented = release ? nearestDocumentedRelease(module, release, major, build) : null;
    const edition = documented ? editionFor(module, documented.version) : null;
    plan = {module, release, documented: edition ? documented : null, edition};
    PLANS.set(key, plan);
  }
  return plan;
}

/** The reader's checklist: steps in order, grouped by section, each linking to the section that explains it. */
export function buildChecklist(answers: PlanAnswers): Checklist {
  const buildCheck = checkBuild(answers.build, answers.foundry);
  const build = buildCheck.state === 'ok' ? buildCheck.build : undefined;
  const address = checkAddress(answers.address, answers.host);
  const base = effectiveAddress(address, answers.host);
  const major = answers.foundry;

  const plans = answers.modules.map((module) => modulePlan(module, major, build));

  const sections: Record<SectionId, Step[]> = {
    install: [],
    read: [],
    users: [],
    sources: [],
    connect: [],
    settings: [],
    features: [],
  };
  for (const plan of plans) {
    sections.install.push(installStep(plan, major, build));
    const read = readStep(plan, major, build);
    if (read) sections.read.push(read);
  }
  const obs = plans.find((p) => p.module === 'obs-utils' && p.release && p.edition);
  const ep = plans.find((p) => p.module === 'ethereal-plane' && p.release && p.edition);
  const obsPart = obs ? obsSteps(obs.edition!, answers, base) : null;
  const epPart = ep ? etherealPlaneSteps(ep.edition!, answers) : null;
  sections.users.push(...(obsPart?.users ?? []), ...(epPart?.users ?? []));
  sections.sources.push(...(obsPart?.sources ?? []));
  sections.connect.push(...(epPart?.connect ?? []));
  sections.settings.push(...(obsPart?.settings ?? []), ...(epPart?.settings ?? []));
  sections.features.push(...(obsPart?.features ?? []), ...(epPart?.features ?? []));

  return {
    summary: summaryOf(answers, build, address),
    sections: SECTIONS.map(({id, title}) => ({id, title, steps: sections[id]})).filter((sec) => sec.steps.length > 0),
    address,
    buildMessage: buildCheck.state === 'error' ? buildCheck.message : null,
  };
}

/** Every step of a checklist, in order. */
export function stepsOf(checklist: Checklist): Step[] {
  return checklist.sections.flatMap((section) => section.steps);
}
