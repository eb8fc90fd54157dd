-- A course unit may carry one image or video (a same-site path or an https URL), shown in the unit view.
ALTER TABLE course_units ADD COLUMN media text;
