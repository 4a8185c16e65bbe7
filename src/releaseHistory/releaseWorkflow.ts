/**
 * Whether a release's pinned manifest URL installs it, decided from the
 * GitHub Actions workflow at the release's tag (read, not run): the rule
 * scripts/release-history.ts applies to every tag, so a new release is
 * judged the same way as the old ones. Pure: workflow texts in, verdict out.
 *
 * A pinned manifest URL (`releases/download/<tag>/module.json`) installs the
 * release when a workflow at the tag
 * 1. attaches module.json to the tag's GitHub release (its `artifacts`),
 * 2. runs on a published release or on a tag push, and
 * 3. writes into that module.json a `download` URL that, with the event's
 *    values filled in, is `releases/download/<tag>/<zip>` for a zip it
 *    attaches too.
 * Otherwise the release is not installable, with the reason in a sentence.
 * A workflow this rule cannot read (another trigger, an expression it does
 * not know, two download URLs) stops the script: extend the rule here, with
 * a test, rather than guess.
 */

export interface WorkflowFile {
  /** Path in the tagged tree, `.github/workflows/ci.yml`. */
  file: string;
  text: string;
}

export interface ReleaseWorkflowInput {
  tag: string;
  /** `https://github.com/<owner>/<name>`. */
  repository: string;
  /** Every `.yml` / `.yaml` file under `.github/workflows` at the tag. */
  workflows: WorkflowFile[];
  /** Where module.json sat in the tagged tree. */
  manifestFile: string;
  /** The `download` field of the tag's module.json, as parsed (the workflows replace it when they publish). */
  manifestDownload: unknown;
}

export interface ReleaseWorkflowVerdict {
  /** The workflow that attaches module.json to the release, or null. */
  releaseWorkflow: string | null;
  installable: boolean;
  notInstallableBecause?: string;
  /** The `manifest` URL the workflow writes into module.json (the one Foundry's update check follows), if it writes one. */
  manifestUpdateUrl?: string;
}

type Trigger = 'release' | 'tag-push';

const TRIGGER_TEXT: Record<Trigger, string> = {
  release: 'a published GitHub release',
  'tag-push': 'a tag push',
};

/** One `${{ … }}` expression, or a run of characters outside one, up to a quote, space or comma. */
const VALUE = String.raw`((?:\$\{\{[^}]*\}\}|[^"'\s,])+)`;
const EXPRESSION = /\$\{\{\s*([^}]*?)\s*\}\}/g;

/** The indented lines under a top-level `key:` of a workflow. */
function topLevelBlock(text: string, key: string): string {
  return new RegExp(`^${key}:[ \\t]*\\n((?:[ \\t]+\\S[^\\n]*\\n|[ \\t]*\\n)*)`, 'm').exec(`${text}\n`)?.[1] ?? '';
}

/** What starts the workflow, if it is one of the two a release workflow uses (alone). */
function triggerOf(text: string): Trigger | null {
  const on = topLevelBlock(text, 'on');
  const release = /^\s+release:\s*\n\s+types:\s*\[?\s*['"]?published\b/m.test(on);
  const tagPush = /^\s+push:\s*\n\s+tags:/m.test(on);
  if (release === tagPush) return null;
  return release ? 'release' : 'tag-push';
}

/** The workflow's top-level `env:` values. */
function topLevelEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of topLevelBlock(text, 'env').split('\n')) {
    const match = /^\s+([\w-]+):\s*(.*?)\s*$/.exec(line);
    if (match) env[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** Every value the workflow gives `name`, as a YAML key (`download: …`) or a jq assignment (`.download="…"`). */
function fieldValues(text: string, name: string): string[] {
  const pattern = new RegExp(String.raw`(?:^[ \t]*|\.)${name}\s*[:=]\s*["']?${VALUE}`, 'gm');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

/** The files an `artifacts:` input lists. */
function artifactsOf(text: string): string[] {
  return [...text.matchAll(/^[ \t]*artifacts:[ \t]*(.+)$/gm)].flatMap((match) =>
    match[1]!
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** Fills in the `${{ … }}` expressions; one the context does not hold stops the script. */
function evaluate(value: string, context: Record<string, string>, where: string): string {
  return value.replace(EXPRESSION, (_, expression: string) => {
    if (!(expression in context)) {
      throw new Error(
        `${where}: cannot tell what \${{ ${expression} }} holds; extend src/releaseHistory/releaseWorkflow.ts (and its test) rather than guess.`,
      );
    }
    return context[expression]!;
  });
}

/** The single value of a field, or an error naming the workflow. */
function singleValue(text: string, name: string, where: string): string | undefined {
  const values = fieldValues(text, name);
  if (values.length > 1) throw new Error(`${where}: more than one ${name} URL (${values.join(', ')})`);
  return values[0];
}

function noWorkflowReason({manifestFile, manifestDownload}: ReleaseWorkflowInput): string {
  const download =
    typeof manifestDownload === 'string' && manifestDownload !== ''
      ? `gives "${manifestDownload}" as its download URL`
      : 'gives no download URL';
  return `No workflow at the tag attaches module.json to a GitHub release, and the tag's ${manifestFile} ${download}: nothing shows that this manifest URL ever served a module.json that installs the release.`;
}

/** Judges one release: see the module comment for the rule. */
export function judgeReleaseWorkflow(input: ReleaseWorkflowInput): ReleaseWorkflowVerdict {
  const {tag, repository} = input;
  const ownerAndName = new URL(repository).pathname.replace(/^\/|\/$/g, '');
  const attaching = input.workflows.flatMap(({file, text}) => {
    const env = topLevelEnv(text);
    const envContext = Object.fromEntries(Object.entries(env).map(([k, v]) => [`env.${k}`, v]));
    const artifacts = artifactsOf(text).map((a) => evaluate(a, envContext, `${tag} ${file} artifacts`));
    return artifacts.some((a) => basename(a) === 'module.json') ? [{file, text, env, artifacts}] : [];
  });
  if (attaching.length === 0) {
    return {releaseWorkflow: null, installable: false, notInstallableBecause: noWorkflowReason(input)};
  }
  if (attaching.length > 1) {
    throw new Error(`${tag}: more than one workflow attaches module.json (${attaching.map((w) => w.file).join(', ')})`);
  }
  const {file, text, env, artifacts} = attaching[0]!;
  const where = `${tag} ${file}`;
  const trigger = triggerOf(text);
  if (!trigger) {
    throw new Error(
      `${where}: attaches module.json but runs neither on a published release nor on a tag push (alone); extend src/releaseHistory/releaseWorkflow.ts rather than guess.`,
    );
  }
  const context: Record<string, string> = {
    'github.repository': ownerAndName,
    'github.ref_name': tag,
    // Set only by a release event; a tag push leaves it empty.
    'github.event.release.tag_name': trigger === 'release' ? tag : '',
  };
  for (const [name, value] of Object.entries(env)) context[`env.${name}`] = evaluate(value, context, `${where} env`);

  const manifestTemplate = singleValue(text, 'manifest', where);
  const manifestUpdateUrl = manifestTemplate && evaluate(manifestTemplate, context, where);
  const downloadTemplate = singleValue(text, 'download', where);
  const zips = artifacts.map(basename).filter((a) => a.endsWith('.zip'));
  const fine = zips.map((zip) => `${repository}/releases/download/${tag}/${zip}`);
  const verdict = (installable: boolean, reason?: string): ReleaseWorkflowVerdict => ({
    releaseWorkflow: file,
    installable,
    ...(reason !== undefined && {notInstallableBecause: reason}),
    ...(manifestUpdateUrl !== undefined && {manifestUpdateUrl}),
  });

  if (downloadTemplate === undefined) {
    return verdict(
      false,
      `${file} attaches module.json to the release but writes no download URL into it, so Foundry would have nothing to download (read from the workflow at the tag, not seen run).`,
    );
  }
  const download = evaluate(downloadTemplate, context, where);
  if (fine.includes(download)) return verdict(true);

  const empty = [...downloadTemplate.matchAll(EXPRESSION)].map((m) => m[1]!).filter((e) => context[e] === '');
  if (empty.length > 0) {
    return verdict(
      false,
      `${file} runs on ${TRIGGER_TEXT[trigger]}, which leaves ${empty.map((e) => `\${{ ${e} }}`).join(' and ')} empty, so the module.json it publishes names ${download} as its download URL: Foundry would find this manifest but could not download the module (read from the workflow at the tag, not seen run).`,
    );
  }
  return verdict(
    false,
    `${file} writes ${download} as the download URL of the module.json it publishes, which is not a file it attaches to this tag's release (${zips.join(', ') || 'no zip'}) (read from the workflow at the tag, not seen run).`,
  );
}
