/**
 * Wraps the classic theme's version dropdown (Docusaurus 3.10).
 *
 * Why: a docs set's version dropdown should show only once that set has
 * more than one version, and this site has two versioned sets side by side.
 * Upstream renders a lone "Next" link for a single version and shows every
 * set's dropdown on every page. This wrapper renders the original only on
 * the pages of its own docs set (a page of one of its versions, not a
 * not-found page under its path, which the server renders without any
 * docs set), and only when that set has two or more versions.
 */
import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const pluginId = props.docsPluginId;
  const versions = useVersions(pluginId);
  const {activeDoc} = useActiveDocContext(pluginId);
  if (versions.length < 2 || !activeDoc) {
    return null;
  }
  return <DocsVersionDropdownNavbarItem {...props} />;
}
