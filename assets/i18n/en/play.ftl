# Messages of the play area (see nonet.ftl for the conventions).
