# Messages of the windows area (see nonet.ftl for the conventions).
