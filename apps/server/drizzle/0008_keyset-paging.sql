-- Placeholder: filled by the change that needs it.
select 1;
