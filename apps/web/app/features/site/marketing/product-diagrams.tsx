import {
  dataWarehousingCopy,
  infrastructureManagerCopy,
  llmIntegrationsCopy,
} from "@site/content/site/products";
import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { Arrow, Box, Label, productDiagram } from "./diagram-parts";

// Each product page's own diagram. Words come from packages/content; accents are text colours.

export const InfrastructureManagerDiagram = productDiagram(infrastructureManagerCopy.visual, (l, marker) => (
  <>
    <Box x={10} y={16} w={150} h={44} label={l.actions} />
    <Arrow d="M162 38H200" marker={marker} />
    <g className="text-sky-300">
      <Box x={204} y={16} w={190} h={44} label={l.builder} strong />
      <Arrow d="M299 62V110" marker={marker} />
    </g>
    <Box x={10} y={84} w={500} h={176} label={l.region} labelAt="top" dashed fontSize={12} />
    <Box x={26} y={114} w={468} h={134} label={l.vpc} labelAt="top" fontSize={12} />
    <Box x={42} y={146} w={216} h={90} label={l.subnetA} labelAt="top" dashed fontSize={12} />
    <Box x={272} y={146} w={206} h={90} label={l.subnetB} labelAt="top" dashed fontSize={12} />
    <g className="text-sky-300">
      <Box x={56} y={180} w={88} h={40} label={l.instance} strong />
      <Box x={156} y={180} w={88} h={40} label={l.instance} strong />
      <Box x={286} y={180} w={88} h={40} label={l.instance} strong />
    </g>
    <Box x={10} y={286} w={210} h={42} label={l.shell} />
    <Box x={300} y={286} w={210} h={42} label={l.controller} strong />
    <Arrow d="M298 307H224" marker={marker} />
    <Arrow d="M100 284V224" marker={marker} />
  </>
));

export const LlmIntegrationsDiagram = productDiagram(llmIntegrationsCopy.visual, (l, marker) => (
  <>
    <Box x={10} y={20} w={240} h={54} label={l.request} fontSize={12} />
    <Arrow d="M252 47H276" marker={marker} />
    <Box x={280} y={20} w={230} h={54} label={l.model} />
    <Arrow d="M395 76V130" marker={marker} />
    <Box x={280} y={134} w={230} h={54} label={l.draft} />
    <Arrow d="M278 161H254" marker={marker} />
    <g className="text-sky-300">
      <Box x={10} y={134} w={240} h={54} label={l.review} strong />
      <path d="M24 150l6 6 12-12" fill="none" stroke="currentColor" strokeWidth={2.4} />
    </g>
    <Arrow d="M130 190V244" marker={marker} />
    <Box x={10} y={248} w={240} h={54} label={l.controller} strong />
    <Arrow d="M252 275H276" marker={marker} />
    <Box x={280} y={248} w={230} h={54} label={l.summary} />
  </>
));

export const DataWarehousingDiagram = productDiagram(dataWarehousingCopy.visual, (l, marker) => (
  <>
    <g className="text-sky-300">
      <Box x={10} y={10} w={500} h={36} label={l.schedule} strong />
    </g>
    <Label x={70} y={76} text={l.sources} />
    <Box x={10} y={86} w={120} h={36} label={l.sourceDb} />
    <Box x={10} y={136} w={120} h={36} label={l.sourceFiles} />
    <Box x={10} y={186} w={120} h={36} label={l.sourceApi} />
    <Arrow d="M132 104L168 136" marker={marker} />
    <Arrow d="M132 154H168" marker={marker} />
    <Arrow d="M132 204L168 172" marker={marker} />
    <Box x={172} y={96} w={170} h={116} dashed />
    <g className="text-sky-300">
      <Box x={192} y={112} w={58} h={36} strong />
      <Box x={264} y={112} w={58} h={36} strong />
      <Box x={192} y={160} w={58} h={36} strong />
      <Box x={264} y={160} w={58} h={36} strong />
    </g>
    <Label x={257} y={236} text={l.nodes} />
    <Arrow d="M344 128H376" marker={marker} />
    <Box x={380} y={100} w={130} h={56} label={l.warehouse} strong />
    <Arrow d="M445 158V180" marker={marker} />
    <Box x={380} y={184} w={130} h={40} label={l.transform} />
    <Arrow d="M445 226V262" marker={marker} />
    <g className="text-sky-300">
      <Box x={380} y={266} w={130} h={40} label={l.status} strong />
    </g>
  </>
));

export const SystemsControllerDiagram = productDiagram(systemsControllerCopy.visual, (l, marker) => (
  <>
    <g className="text-sky-300">
      <Box x={10} y={90} w={180} h={160} label={l.controller} labelAt="top" strong />
    </g>
    <Box x={26} y={126} w={148} h={32} label={l.workflows} />
    <Box x={26} y={166} w={148} h={32} label={l.schedules} />
    <Box x={26} y={206} w={148} h={32} label={l.history} />
    <Label x={226} y={116} text={l.parallel} size={12} />
    <Arrow d="M192 150L286 100" marker={marker} />
    <Label x={240} y={176} text={l.link} size={11} />
    <Arrow d="M192 196L286 254" marker={marker} />
    <Box x={290} y={14} w={220} h={170} label={l.web} labelAt="top" dashed fontSize={12} />
    <Box x={306} y={44} w={188} h={34} label={l.node} />
    <Box x={306} y={88} w={188} h={34} label={l.node} />
    <Box x={306} y={132} w={188} h={34} label={l.node} />
    <Box x={290} y={206} w={220} h={94} label={l.db} labelAt="top" dashed fontSize={12} />
    <Box x={306} y={240} w={188} h={34} label={l.node} />
  </>
));
