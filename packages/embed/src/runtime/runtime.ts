import { WIDGET_NAMES, type RuntimeModule, type WidgetName } from '../protocol';
import { ConfigStore } from './config';
import { defineWidgetElement, type WidgetModule } from './element';

/** Each widget is its own chunk, loaded when its first element connects. */
const widgetModules: Record<WidgetName, () => Promise<{ default: WidgetModule }>> = {
  'industry-search': () => import('./widgets/industry-search'),
  'hazard-index': () => import('./widgets/hazard-index'),
  checklist: () => import('./widgets/checklist'),
  'natcat-panel': () => import('./widgets/natcat-panel'),
  'under-insurance-calculator': () => import('./widgets/under-insurance-calculator'),
  'building-cost-calculator': () => import('./widgets/building-cost-calculator'),
  'report-builder': () => import('./widgets/report-builder'),
  'industry-compare': () => import('./widgets/industry-compare'),
};

/** Attributes each element passes on to its widget (the rest of its inputs come from `init`). */
const widgetAttributes: Record<WidgetName, readonly string[]> = {
  'industry-search': ['country', 'taxonomy', 'label', 'placeholder'],
  'hazard-index': ['industry-id', 'country', 'default-mode'],
  checklist: ['industry-id', 'default-type'],
  'natcat-panel': ['lat', 'lng'],
  'under-insurance-calculator': ['show-notes'],
  'building-cost-calculator': [],
  'report-builder': ['industry-id', 'mode', 'template-id', 'country'],
  'industry-compare': ['industry-ids', 'country'],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function mount(target: unknown, widget: unknown, props: unknown): void {
  const parent = typeof target === 'string' ? document.querySelector(target) : target;
  if (!(parent instanceof Element) || !WIDGET_NAMES.includes(widget as WidgetName)) {
    console.error(`Risk Atlas: mount needs an element (or selector) and one of ${WIDGET_NAMES.join(', ')}.`);
    return;
  }
  const element = document.createElement(`risk-${widget as WidgetName}`);
  for (const [name, value] of Object.entries((props ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    element.setAttribute(kebab(name), typeof value === 'string' ? value : JSON.stringify(value));
  }
  parent.append(element);
}

export const start: RuntimeModule['start'] = ({ scriptUrl }) => {
  const store = new ConfigStore(new URL('/api', scriptUrl).href);
  for (const name of WIDGET_NAMES) {
    defineWidgetElement(`risk-${name}`, { load: widgetModules[name], attributes: widgetAttributes[name], store });
  }
  return {
    call([command, ...args]) {
      if (command === 'init') store.update(args[0] ?? {});
      else if (command === 'mount') mount(args[0], args[1], args[2]);
      else console.error(`Risk Atlas: unknown command ${String(command)} (init, mount).`);
    },
  };
};
