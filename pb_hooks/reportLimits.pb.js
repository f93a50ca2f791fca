// Every save of a record with a report `output` (new_reports, or wherever the body lives) through
// the API keeps within the report limits; see reportLimits.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/reportLimits.js`).refuseOversizedOutput(e.record);
  e.next();
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/reportLimits.js`).refuseOversizedOutput(e.record);
  e.next();
});
