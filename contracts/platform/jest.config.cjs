module.exports = require('../../jest.preset.cjs').node(__dirname, { testTimeout: 60000 });
