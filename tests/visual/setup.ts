import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

// The stories render with Storybook's own decorators and loaders (providers, theme, MSW), not a11y:
// the story projects run axe, this one compares pixels.
setProjectAnnotations([preview]);
