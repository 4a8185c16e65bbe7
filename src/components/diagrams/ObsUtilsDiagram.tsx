import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './ObsUtilsDiagram.page.module.css';

export interface ObsUtilsDiagramProps {
  /** Extra class for the surrounding figure. */
  className?: string;
}

/** Ids must be usable inside `url(#…)`, so keep only safe characters. */
function safeId(raw: string): string {
  return raw.replace(/[^a-zA-Z0-9_-]/g, '');
}

/**
 * Hand-drawn overview of an OBS Utils setup: OBS Studio with a `/game` and a
 * `/stream` browser source, the Foundry server, the GM's own Foundry client,
 * and the OBS WebSocket link that OBS Remote uses from the `/game` source.
 *
 * Drawn at 760 × 480 user units, so at full width one unit is one CSS pixel
 * and no text is smaller than 13px. Colours come from Infima variables and
 * `currentColor`, which keeps it readable in light and dark mode.
 */
export default function ObsUtilsDiagram({className}: ObsUtilsDiagramProps): ReactNode {
  const base = `obsu-diagram-${safeId(useId())}`;
  const titleId = `${base}-title`;
  const descId = `${base}-desc`;
  const arrowId = `${base}-arrow`;
  const remoteArrowId = `${base}-remote-arrow`;

  return (
    <figure className={clsx(styles.figure, className)}>
      <svg
        className={styles.diagram}
        viewBox="0 0 760 480"
        width="100%"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>How OBS Utils connects OBS Studio and Foundry VTT</title>
        <desc id={descId}>
          OBS Studio holds two browser sources. One loads the Foundry address followed by /game and the other loads the
          Foundry address followed by /stream; both are logged in as the OBS user and talk to the Foundry VTT server
          like any other client. The GM uses a normal browser as a separate Foundry client to drive the Director, the
          settings and the Overlay Editor through the same server. From the /game source, OBS Remote reaches the OBS
          WebSocket v5 server inside OBS Studio, by default on port 4455.
        </desc>

        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="9"
            markerHeight="9"
            markerUnits="userSpaceOnUse"
            orient="auto-start-reverse">
            <path className={styles.arrowHead} d="M0,0 L10,5 L0,10 z" />
          </marker>
          <marker
            id={remoteArrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="10"
            markerHeight="10"
            markerUnits="userSpaceOnUse"
            orient="auto-start-reverse">
            <path className={styles.remoteArrowHead} d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>

        {/* OBS Studio and what runs inside it */}
        <rect className={styles.group} x="10" y="10" width="320" height="460" rx="14" />
        <text className={styles.groupTitle} x="30" y="40">
          OBS Studio
        </text>

        <rect className={styles.box} x="30" y="56" width="280" height="104" rx="8" />
        <text className={styles.small} x="46" y="80">
          Browser source (OBS user)
        </text>
        <text className={styles.heading} x="46" y="103">
          Foundry address + /game
        </text>
        <text className={styles.text} x="46" y="125">
          Auto camera, hidden Foundry UI,
        </text>
        <text className={styles.text} x="46" y="146">
          OBS Remote
        </text>

        <rect className={styles.socketBox} x="30" y="218" width="280" height="78" rx="8" />
        <text className={styles.heading} x="46" y="249">
          OBS WebSocket server
        </text>
        <text className={styles.text} x="46" y="273">
          protocol v5, default port 4455
        </text>

        <rect className={styles.box} x="30" y="346" width="280" height="104" rx="8" />
        <text className={styles.small} x="46" y="370">
          Browser source (OBS user)
        </text>
        <text className={styles.heading} x="46" y="393">
          Foundry address + /stream
        </text>
        <text className={styles.text} x="46" y="415">
          Transparent background,
        </text>
        <text className={styles.text} x="46" y="436">
          actor overlays, roll overlay
        </text>

        {/* OBS Remote: /game source to the WebSocket server */}
        <path className={styles.remoteLink} d="M110,161 L110,215" markerEnd={`url(#${remoteArrowId})`} />
        <text className={styles.remoteLabel} x="122" y="185">
          OBS Remote
        </text>
        <text className={styles.small} x="122" y="204">
          ws://host:port + password
        </text>

        {/* Foundry server and the GM's client */}
        <rect className={styles.box} x="480" y="56" width="270" height="104" rx="8" />
        <text className={styles.heading} x="496" y="88">
          Foundry VTT server
        </text>
        <text className={styles.text} x="496" y="112">
          World data and settings,
        </text>
        <text className={styles.text} x="496" y="134">
          live updates to all clients
        </text>

        <rect className={styles.box} x="480" y="330" width="270" height="120" rx="8" />
        <text className={styles.small} x="496" y="354">
          Normal browser
        </text>
        <text className={styles.heading} x="496" y="377">
          GM&apos;s Foundry client
        </text>
        <text className={styles.text} x="496" y="401">
          Director, module settings,
        </text>
        <text className={styles.text} x="496" y="423">
          Overlay Editor
        </text>

        {/* /game source <-> server */}
        <path
          className={styles.link}
          d="M312,100 L478,100"
          markerStart={`url(#${arrowId})`}
          markerEnd={`url(#${arrowId})`}
        />
        <text className={styles.linkLabel} x="395" y="90" textAnchor="middle">
          loads /game
        </text>

        {/* /stream source <-> server */}
        <path
          className={styles.link}
          d="M312,398 L446,398 L446,136 L478,136"
          markerStart={`url(#${arrowId})`}
          markerEnd={`url(#${arrowId})`}
        />
        <text className={styles.linkLabel} x="324" y="388">
          loads /stream
        </text>

        {/* GM client <-> server */}
        <path
          className={styles.link}
          d="M615,162 L615,328"
          markerStart={`url(#${arrowId})`}
          markerEnd={`url(#${arrowId})`}
        />
        <text className={styles.linkLabel} x="627" y="236">
          Director modes,
        </text>
        <text className={styles.linkLabel} x="627" y="256">
          viewports,
        </text>
        <text className={styles.linkLabel} x="627" y="276">
          settings
        </text>
      </svg>
    </figure>
  );
}
