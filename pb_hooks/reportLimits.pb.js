// Every save through the API that sends a report `output` keeps within the report limits; see
// reportLimits.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/reportLimits.js`).refuseOversizedOutput(e.requestInfo().body['output']);
  e.next();
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/reportLimits.js`).refuseOversizedOutput(e.requestInfo().body['output']);
  e.next();
});
