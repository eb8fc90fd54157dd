export { CourseViewer, courseViewerCopy } from './CourseViewer';
export type { CourseViewerProps } from './CourseViewer';
