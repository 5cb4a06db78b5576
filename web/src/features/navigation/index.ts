/**
 * The plan's navigation (spec file 1 §2–§4): the step container with its sidebar, progress rings
 * and overall bar, Next, skipped modules and completion toasts, all driven by the server's section
 * registry (GET /steps-nav-status).
 */
export { StepLayout } from './components/StepLayout';
export { StepSlotsContext, type StepSlots } from './slots';
export { useStepContext, type StepContext } from './stepContext';
export { useNavStatus } from './navState';
export { planRoutes, resolveStep, slugify } from './registry';
