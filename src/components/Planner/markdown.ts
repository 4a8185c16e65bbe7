/**
 * A checklist as Markdown, for "Copy as Markdown": the summary, a link back
 * to the planner with the same answers, then each section as a heading and
 * its steps as a numbered list (numbers run on across sections), details as
 * sub-items and the links to the pages as absolute URLs. Pure.
 */
import type {Checklist, Inline} from './checklist';

/** Characters that would start Markdown syntax inside running text. */
function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function inlineToMarkdown(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeText(part);
      if ('code' in part) return code(part.code);
      return `**${escapeText(part.strong)}**`;
    })
    .join('');
}

/**
 * `siteRoot` is where the site lives, without a trailing slash
 * (`https://docs.void.monster`, or with its base path); `plannerUrl` the
 * address of the planner with these answers.
 */
export function checklistToMarkdown(checklist: Checklist, siteRoot: string, plannerUrl: string): string {
  const lines: string[] = [
    '# Setup checklist',
    '',
    escapeText(checklist.summary),
    '',
    `Made with the setup planner: <${plannerUrl}>`,
  ];
  let number = 1;
  for (const section of checklist.sections) {
    lines.push('', `## ${escapeText(section.title)}`, '');
    for (const step of section.steps) {
      const prefix = `${number}. `;
      const indent = ' '.repeat(prefix.length);
      lines.push(`${prefix}${inlineToMarkdown(step.text)}`);
      for (const detail of step.details) lines.push(`${indent}- ${inlineToMarkdown(detail)}`);
      if (step.links.length > 0) {
        const links = step.links.map((l) => `[${escapeText(l.label)}](${siteRoot}${l.to})`).join(', ');
        lines.push(`${indent}- See: ${links}`);
      }
      number += 1;
    }
  }
  return `${lines.join('\n')}\n`;
}
